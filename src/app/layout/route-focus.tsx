import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'

/**
 * After a navigation the new screen starts at its top, and the focus moves to the main content so
 * keyboard and screen reader users start on it, unless they are working in the chat, which keeps it
 * (the chat is sticky beside the page, or over it on a phone, so the scroll does not move it).
 */
export function RouteFocus() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo({ top: 0 })
    if (document.activeElement?.closest('#assistant, [role="dialog"]')) return
    document.getElementById('main')?.focus({ preventScroll: true })
  }, [pathname])
  return null
}
