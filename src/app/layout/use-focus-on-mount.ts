import { useEffect, type RefObject } from 'react'
import { focusIsInLayer } from '@/lib/focus-layer'

/** Focuses an element once when it mounts, if asked (a lazily loaded control replacing a focused one). */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    // A click on the stand-in opens the menu as it mounts: its content has the focus then, keep it there.
    if (enabled && !focusIsInLayer()) ref.current?.focus()
    // Only on mount: later changes of `enabled` must not steal the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
