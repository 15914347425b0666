import { registerDefaultHandlers } from '../dialog/handlers'
import { intentHandlers } from '../dialog/registry'

let registered = false

/** The chat's default answers, registered once, under whatever capabilities registered. */
export function ensureDefaultHandlers(): void {
  if (registered) return
  registered = true
  registerDefaultHandlers(intentHandlers)
}
