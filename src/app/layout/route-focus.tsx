import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { focusIsInLayer } from '@/lib/focus-layer'

/** How long a screen may take to show its heading (its data loading) before the focus stays on main. */
const HEADING_WAIT_MS = 10_000

/**
 * Moves the focus from main to the screen's h1 once it is there, unless something else took the
 * focus meanwhile (the driver, or the screen itself). Gives true when there is nothing left to wait for.
 */
function focusHeading(main: HTMLElement): boolean {
  if (document.activeElement !== main) return true
  const heading = main.querySelector('h1')
  if (!heading) return false
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.classList.add('outline-none')
  heading.focus({ preventScroll: true })
  return true
}

/**
 * After a navigation the new screen starts at its top, and the focus moves to the screen's h1, so a
 * screen reader says the new page's name rather than the first words of main (the welcome and
 * cookie notices sit above the screen). Main holds the focus until the h1 shows, as screens that
 * load their data show a spinner first. The chat keeps the focus when the driver is working in it
 * (it is sticky beside the page, or over it on a phone, so the scroll does not move it), and so do
 * an open menu, dialog or list.
 */
export function RouteFocus() {
  const { pathname } = useLocation()
  const first = useRef(true)
  // Whether the visitor has pressed a key or a pointer since the page loaded. A redirect before that
  // (a private platform's root sending a visitor to /login) is still the page's load: the focus stays
  // at the document's start, as after any load, so the notices above the screen are read first.
  const acted = useRef(false)
  useEffect(() => {
    const act = () => {
      acted.current = true
    }
    document.addEventListener('keydown', act, { capture: true, once: true })
    document.addEventListener('pointerdown', act, { capture: true, once: true })
    return () => {
      document.removeEventListener('keydown', act, { capture: true })
      document.removeEventListener('pointerdown', act, { capture: true })
    }
  }, [])
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    window.scrollTo({ top: 0 })
    if (!acted.current) return
    // The driver may have opened the account menu (or a dialog) before this effect ran, which can
    // be late: a lazy screen paints after its chunk arrives. Taking the focus would close the menu.
    if (focusIsInLayer()) return
    const main = document.getElementById('main')
    if (!main) return
    main.focus({ preventScroll: true })
    if (focusHeading(main)) return
    const observer = new MutationObserver(() => {
      if (focusHeading(main)) observer.disconnect()
    })
    observer.observe(main, { childList: true, subtree: true })
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS)
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
    }
  }, [pathname])
  return null
}
