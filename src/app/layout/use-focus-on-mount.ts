import { useEffect, type RefObject } from 'react'

/** Focuses an element once when it mounts, if asked (a lazily loaded control replacing a focused one). */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    if (enabled) ref.current?.focus()
    // Only on mount: later changes of `enabled` must not steal the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
