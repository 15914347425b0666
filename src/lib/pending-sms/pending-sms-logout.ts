import { onLogout } from '@/lib/session'
import { forgetAllPendingSms } from './pending-sms-storage'

let registered = false

/**
 * A code waiting for its digits names the member's number: it must not outlive the session (a
 * shared device). The shell registers this at start-up, because the features that remember codes
 * (signup's phone step, the account's phone change) may not have loaded when a reload is followed
 * by a logout. Imported directly, not through index.ts (React, stores), to keep the first page small.
 */
export function forgetPendingSmsAtLogout(): void {
  if (registered) return
  registered = true
  onLogout(forgetAllPendingSms)
}
