import { create } from 'zustand'
import type { PaymentCard } from '@contracts/payment'

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error'
export interface CardProvider {
  public: string | null
  provider: 'stripe' | 'offline'
}

interface AccountState {
  cards: PaymentCard[]
  cardsStatus: LoadStatus
  provider: CardProvider | null
  /** A new number waiting for its SMS code (spec section 4: discard drops it). */
  pendingPhone: string | null
}

export const INITIAL_ACCOUNT_STATE: AccountState = { cards: [], cardsStatus: 'idle', provider: null, pendingPhone: null }

export const useAccountStore = create<AccountState>(() => INITIAL_ACCOUNT_STATE)

export function resetAccount(): void {
  useAccountStore.setState(INITIAL_ACCOUNT_STATE, true)
}
