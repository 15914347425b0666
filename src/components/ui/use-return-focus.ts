import { useRef } from 'react'

type AutoFocusHandler = (event: Event) => void

/**
 * Gives the focus back to the control that opened a dialog when it closes (WAI-ARIA dialog pattern).
 * Radix returns it only to a Dialog.Trigger: a dialog opened from a plain button through its `open`
 * prop (booking modify, cancel, geotracking, card and account deletion) would leave it on <body>,
 * and a screen reader user back at the top of the page. The opener is still focused when the
 * open auto-focus fires. A handler given by the caller that prevents the default keeps the last word.
 */
export function useReturnFocus(onOpenAutoFocus?: AutoFocusHandler, onCloseAutoFocus?: AutoFocusHandler) {
  const opener = useRef<HTMLElement | null>(null)
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      const target = opener.current
      opener.current = null
      // An opener gone or disabled meanwhile (a cancelled booking's button) leaves Radix's default.
      if (event.defaultPrevented || !target?.isConnected || target.matches(':disabled')) return
      event.preventDefault()
      target.focus()
    },
  }
}
