import { useEffect, useState } from 'react'

export type ToastSide = 'top' | 'bottom'

/**
 * The side of the screen away from the focused element: toasts show there, so that they never
 * cover what the keyboard is on (WCAG 2.4.11), e.g. the chat's message box at a phone's bottom.
 */
export function toastSideFor(focused: Element | null, viewportHeight: number): ToastSide {
  if (!focused || focused === document.body) return 'bottom'
  const rect = focused.getBoundingClientRect()
  return (rect.top + rect.bottom) / 2 > viewportHeight / 2 ? 'top' : 'bottom'
}

/** toastSideFor, followed as the focus moves, the page scrolls or the window changes size. */
export function useToastSide(): ToastSide {
  const read = () => toastSideFor(document.activeElement, window.visualViewport?.height ?? window.innerHeight)
  const [side, setSide] = useState<ToastSide>(read)
  useEffect(() => {
    const update = () => setSide(read())
    document.addEventListener('focusin', update)
    document.addEventListener('focusout', update)
    window.addEventListener('resize', update)
    window.addEventListener('scroll', update, { capture: true, passive: true })
    return () => {
      document.removeEventListener('focusin', update)
      document.removeEventListener('focusout', update)
      window.removeEventListener('resize', update)
      window.removeEventListener('scroll', update, { capture: true })
    }
  }, [])
  return side
}
