import { i18n } from '@/i18n'
import { ApiError, type ApiErrorEntry } from './api-error'
import { paths } from '@/core/paths'

/** Codes whose message links to the payment method settings (spec section 8). */
const PAYMENT_CODES = new Set(['SEARCH_NO_ACTIVE_CARD', 'RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING'])
export const PAYMENT_METHOD_PATH = paths.paymentMethod

// The server's detail names the tenant's opening hours ("from 07:00"): clearer than the code's fixed text.
const DETAIL_FIRST: ReadonlySet<string> = new Set(['SEARCH_START_TIME_BEFORE', 'SEARCH_END_TIME_AFTER'])

/** The message of one error entry: the code's translation (or, for the opening hours, the server's detail), else the detail, else internal-error. */

export function messageOfEntry(entry: Partial<ApiErrorEntry>): string {
  if (entry.code && entry.detail && DETAIL_FIRST.has(entry.code)) return entry.detail
  if (entry.code && i18n.exists(`errors:${entry.code}`)) return i18n.t(`errors:${entry.code}`)
  if (entry.detail) return entry.detail
  return i18n.t('errors:internal-error')
}

/** Every message an error stands for: one per entry of its `errors` array, or internal-error. */
export function messagesOf(error: unknown): string[] {
  if (error instanceof ApiError && error.errors.length > 0) return error.errors.map(messageOfEntry)
  return [i18n.t('errors:internal-error')]
}

export function linksToPaymentSettings(entry: Partial<ApiErrorEntry>): boolean {
  return !!entry.code && PAYMENT_CODES.has(entry.code)
}
