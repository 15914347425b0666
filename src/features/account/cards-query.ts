import { sortCards } from './account-rules'
import * as api from './api'

/** The member's payment cards: one key, read again after every change of a card (and dropped at logout). */
export const PAYMENT_CARDS_KEY = ['payment-cards'] as const

/** The cards in the order the screens show them: the main one first, then by date. */
export const paymentCardsQuery = {
  queryKey: PAYMENT_CARDS_KEY,
  queryFn: async () => sortCards(await api.fetchCards()),
}
