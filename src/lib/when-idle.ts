/**
 * Runs `callback` when the browser is idle, and at the latest after `timeout` ms; at once (in the
 * next task) where the browser has no idle callbacks (Safari).
 */
export function whenIdle(callback: () => void, timeout: number): void {
  if (window.requestIdleCallback) window.requestIdleCallback(callback, { timeout })
  else window.setTimeout(callback, 0)
}
