import { create } from 'zustand'
import { forgetAllPendingSms, type PendingSms } from '@/lib/pending-sms'

interface AccountState {
  /** A new number waiting for its SMS code, sent from this page (spec section 4: discard drops it). */
  pendingSms: PendingSms | null
}

export const INITIAL_ACCOUNT_STATE: AccountState = { pendingSms: null }

export const useAccountStore = create<AccountState>(() => INITIAL_ACCOUNT_STATE)

/**
 * Logout: the next member of this tab sees no pending number, even after a
 * reload. The stored codes are forgotten by the start-up registration too (app/start.ts),
 * which holds even before this module has loaded.
 */
export function resetAccount(): void {
  forgetAllPendingSms()
  useAccountStore.setState(INITIAL_ACCOUNT_STATE, true)
}
