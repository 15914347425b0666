import { onLogout } from '@/lib/session'
import { forgetAllFormDrafts } from './form-draft-storage'

let registered = false

/**
 * A form draft holds personal data typed before its submit (name, address, licence number): it
 * must not outlive the session (a shared device). The shell registers this at start-up, because the
 * registration feature that keeps drafts may not have loaded when a reload is followed by a logout.
 * It stays light (no zod, no store) to keep the first page small.
 */
export function forgetFormDraftsAtLogout(): void {
  if (registered) return
  registered = true
  onLogout(forgetAllFormDrafts)
}
