import { useEffect } from 'react'

// A visual viewport this much shorter than the window is an on-screen keyboard, not a toolbar.
const KEYBOARD_MIN_PX = 150

/**
 * Follows the visual viewport (what the on-screen keyboard leaves): `--app-height` on <html> is its
 * height, and `data-keyboard="open"` tells the stylesheet to fold the header and the chat's header
 * down, so the conversation keeps most of the height while the driver types (app.css).
 */
export function useKeyboardViewport(): void {
  useEffect(() => {
    const viewport = window.visualViewport
    if (!viewport) return
    const root = document.documentElement
    const update = () => {
      root.style.setProperty('--app-height', `${Math.round(viewport.height)}px`)
      if (window.innerHeight - viewport.height > KEYBOARD_MIN_PX) root.dataset.keyboard = 'open'
      else delete root.dataset.keyboard
    }
    update()
    viewport.addEventListener('resize', update)
    return () => {
      viewport.removeEventListener('resize', update)
      root.style.removeProperty('--app-height')
      delete root.dataset.keyboard
    }
  }, [])
}
