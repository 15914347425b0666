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

/** After the layout's first commit: removes the first paint unless a chat panel will take over from it. */
export function dismissBootShellUnlessChatPending(): void {
  if (!document.querySelector(`[${CHAT_PENDING_ATTRIBUTE}]`)) dismissBootShell()
}
