import { dismissBootShell } from '@/lib/boot-shell'

/** What the driver did in the first paint's message box (index.html) before the app's composer came. */
export interface BootComposerState {
  text: string
  /** Enter (or its send button) was pressed on this text: server/static/boot-composer-script.ts. */
  sent: boolean
  focused: boolean
  selectionStart: number
  selectionEnd: number
}

const BOOT_BOX = '#boot[data-boot="chat"] textarea'

/** The first paint's message box as it is now; null once it has gone, or where it was never shown. */
export function readBootComposer(): BootComposerState | null {
  const box = document.querySelector<HTMLTextAreaElement>(BOOT_BOX)
  if (!box) return null
  return {
    text: box.value,
    sent: box.hasAttribute('data-boot-sent') && box.value.trim() !== '',
    focused: document.activeElement === box,
    selectionStart: box.selectionStart,
    selectionEnd: box.selectionEnd,
  }
}

/**
 * Called in the app's composer's layout effect, in the same task as its first commit: reads the
 * first paint's box once more (a key pressed between the render and the commit is in it) and
 * removes the first paint. No event runs between the reading and the removal, so no keystroke
 * falls between the two boxes. Null when there was nothing to take over.
 */
export function takeOverBootComposer(): BootComposerState | null {
  const state = readBootComposer()
  if (!state) return null
  // Without its box: dismissBootShell finds nothing typed to hand over, the composer has it.
  document.querySelector(BOOT_BOX)?.remove()
  dismissBootShell()
  return state
}
