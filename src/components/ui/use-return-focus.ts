import { useRef } from 'react'

type AutoFocusHandler = (event: Event) => void

/** Where the focus goes when the opener cannot take it back: its section's heading, as after a page change. */
function sectionHeading(section: HTMLElement | null): HTMLElement | null {
  if (!section?.isConnected) return null
  const heading = section.querySelector<HTMLElement>('h1, h2, h3, h4')
  if (!heading) return null
  // Headings are not tab stops; -1 lets the script focus one without adding it to the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  return heading
}

/**
 * Gives the focus back to the control that opened a dialog when it closes (WAI-ARIA dialog pattern).
 * Radix returns it only to a Dialog.Trigger: a dialog opened from a plain button through its `open`
 * prop (booking modify, cancel, geotracking, card and account deletion) would leave it on <body>,
 * and a screen reader user back at the top of the page. The opener is still focused when the
 * open auto-focus fires. An opener gone or disabled by then (the deleted card's button, a cancelled
 * booking's) hands the focus to the heading of the section it was in, so the reader resumes there.
 * A handler given by the caller that prevents the default keeps the last word.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null)
  const section = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
      opener.current = active
      section.current = active?.closest<HTMLElement>('section, [role="region"], article') ?? null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      const target = opener.current
      const fallback = section.current
      opener.current = null
      section.current = null
      if (event.defaultPrevented) return
      const focusable = target?.isConnected && !target.matches(':disabled') ? target : sectionHeading(fallback)
      if (!focusable) return
      event.preventDefault()
      focusable.focus()
    },
  }
}
