/**
 * index.html paints a first screen before any JavaScript (#boot: the shell, the tenant's name and
 * colours, at the root a message box; server/static/index-html.ts fills it in). The app removes it
 * once its own screen is up, handing what the driver typed, and the focus, to the real message box.
 */
export function dismissBootShell(): void {
  const boot = document.getElementById('boot')
  if (!boot) return
  const typed = boot.querySelector('textarea')
  const text = typed?.value ?? ''
  const hadFocus = typed !== null && document.activeElement === typed
  boot.remove()
  if (!text.trim() && !hadFocus) return
  const box = document.querySelector<HTMLTextAreaElement>('#root [data-layout] textarea')
  if (!box) return
  if (text.trim()) {
    // React tracks the value it set: go through the native setter so that its onChange sees the text.
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(box, text)
    box.dispatchEvent(new Event('input', { bubbles: true }))
  }
  if (hadFocus) box.focus()
}

/** Marks a chat panel still loading: the layout then leaves the first paint's message box up until it is ready. */
export const CHAT_PENDING_ATTRIBUTE = 'data-chat-pending'

/**
 * After the layout's commit: removes the first paint, unless the driver is already typing in its
 * message box and a chat panel will take over from it (then the panel's readiness removes it). A
 * first paint nobody uses never stays over the app's own screen, whose header and controls are the
 * page's (one banner, nothing covered).
 */
export function dismissBootShellUnlessChatPending(): void {
  const typed = document.querySelector<HTMLTextAreaElement>('#boot textarea')
  const inUse = typed !== null && (typed.value.trim() !== '' || document.activeElement === typed)
  if (!inUse || !document.querySelector(`[${CHAT_PENDING_ATTRIBUTE}]`)) dismissBootShell()
}
