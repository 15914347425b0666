import { i18n } from '@/i18n'
import { toast } from '@/lib/toast/toast-store'
import { ApiError } from './api-error'
import { linksToPaymentSettings, messageOfEntry, PAYMENT_METHOD_PATH } from './error-messages'

/**
 * The generic handler of spec section 8: each entry of the errors array becomes a toast with the
 * code's message (else the detail text); with no array, internal-error. A 401 shows nothing: the
 * session already sends the visitor to login.
 */
export function notifyApiError(error: unknown): void {
  if (error instanceof ApiError && error.kind === 'unauthorized') return
  if (!(error instanceof ApiError) || error.errors.length === 0) {
    toast.error(i18n.t('errors:internal-error'))
    return
  }
  for (const entry of error.errors) {
    const action = linksToPaymentSettings(entry) ? { label: i18n.t('errors:go-to-payment-method'), to: PAYMENT_METHOD_PATH } : undefined
    toast.error(messageOfEntry(entry), { action })
  }
}

/** Data-loading failures are only logged (spec section 7). */
export function logLoadError(what: string, error: unknown): void {
  console.error(`Loading ${what} failed`, error)
}
