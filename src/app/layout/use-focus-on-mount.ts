import { useLayoutEffect, useState, type RefObject } from 'react'
import { focusIsInLayer } from '@/lib/focus-layer'

/** Focuses an element once when it mounts, if asked (a lazily loaded control replacing a focused one). */
export function useFocusOnMount(ref: RefObject<HTMLElement | null>, enabled: boolean): void {
  // What was asked at mount: later changes of `enabled` must not steal the focus.
  const [atMount] = useState(enabled)
  // Before the browser handles another event: the focused stand-in is gone from the page once this
  // commits, and a key pressed before the focus moves would reach nothing.
  useLayoutEffect(() => {
    // A click on the stand-in opens the menu as it mounts: its content has the focus then, keep it there.
    if (atMount && !focusIsInLayer()) ref.current?.focus()
  }, [atMount, ref])
}
