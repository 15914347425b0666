import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * After a navigation, the focus moves to the main content so keyboard and screen reader users
 * start on the new screen, unless they are working in the chat, which keeps it.
 */
export function RouteFocus() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (document.activeElement?.closest('#assistant, [role="dialog"]')) return
    document.getElementById('main')?.focus({ preventScroll: false })
  }, [pathname])
  return null
}
