import type { DriverField } from '@contracts/user'
import { i18n } from '@/i18n'
import { isApiError, messageOfEntry, notifyApiError, type ApiErrorEntry } from '@/core/api'
import { navigateTo } from '@/lib/navigation'
import { queryClient } from '@/core/query/query-client'
import { currentPendingSmsKey, forgetPendingSms, rememberPendingSms, type PendingSms } from '@/lib/pending-sms'
import { logout, onLogout, setSessionUser } from '@/core/session'
import { toast } from '@/lib/toast/toast-store'
import { changePasswordBody, changePasswordFailure, deleteAccountFailure, deleteAccountReason, type ChangePasswordValues } from './account-rules'
import * as api from './api'
import { cardFieldOfServerError, offlineCardBody, type CardEntryValues } from '@contracts/card-entry'
import type { CardFormErrors } from './card-form'
import { PAYMENT_CARDS_KEY } from './cards-query'
import { resetAccount, useAccountStore } from './store'

const store = useAccountStore

// A shared device: the next member must not see this one's cards or pending number (the stored
// codes are forgotten at logout from start-up too, see app/start.ts).
onLogout(() => {
  resetAccount()
  queryClient.removeQueries({ queryKey: PAYMENT_CARDS_KEY })
})
const t = (key: string, vars?: Record<string, unknown>) => i18n.t(key, vars)

/** Server field errors (`user.first_name`) by driver field, as messages. */
export function fieldMessages(entries: readonly ApiErrorEntry[], prefix: string): Record<string, string> {
  const out: Record<string, string> = {}
  for (const e of entries) {
    const name = e.field?.startsWith(`${prefix}.`) ? e.field.slice(prefix.length + 1) : null
    if (name && !out[name]) out[name] = messageOfEntry(e)
  }
  return out
}

export type SaveResult = { ok: true } | { ok: false; fields: Record<string, string> }

/** PUT /user with the changed driver fields; the session takes the new user. */
export async function saveProfile(body: Partial<Record<DriverField, string | null>>): Promise<SaveResult> {
  try {
    setSessionUser(await api.updateProfile(body))
    toast.success(t('account:details.saved'))
    return { ok: true }
  } catch (error) {
    const fields = isApiError(error) ? fieldMessages(error.errors, 'user') : {}
    if (Object.keys(fields).length === 0) notifyApiError(error)
    return { ok: false, fields }
  }
}

/** The code just sent, kept for this page and for the tab, so that a reload comes back to its digits. */
function rememberPhoneCode(sms: PendingSms): void {
  store.setState({ pendingSms: sms })
  const key = currentPendingSmsKey('phone-change')
  if (key) rememberPendingSms(key, sms)
}

function forgetPhoneCode(): void {
  store.setState({ pendingSms: null })
  const key = currentPendingSmsKey('phone-change')
  if (key) forgetPendingSms(key)
}

function phoneFailure(error: unknown): { ok: false; message: string } {
  return { ok: false, message: isApiError(error) && error.errors[0] ? messageOfEntry(error.errors[0]) : t('errors:internal-error') }
}

/** Spec section 4, phone change: PUT /user parks the number, then a 6-digit code is sent to it. */
export async function startPhoneChange(cellPhone: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await api.updateProfile({ cell_phone: cellPhone })
    const sent = await api.requestSmsCode(cellPhone)
    rememberPhoneCode({ sentTo: sent.sms_code.cell_phone, expiresAt: sent.sms_code.expires_at })
    return { ok: true }
  } catch (error) {
    return phoneFailure(error)
  }
}

/** Another code to the pending number; the server refuses it within the minute (SMS_CODE_THROTTLED). */
export async function resendPhoneCode(sentTo: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    const sent = await api.requestSmsCode(sentTo)
    rememberPhoneCode({ sentTo: sent.sms_code.cell_phone, expiresAt: sent.sms_code.expires_at })
    return { ok: true }
  } catch (error) {
    return phoneFailure(error)
  }
}

/** The code confirms the new number: the session's user now carries it. */
export async function confirmPhoneChange(code: string): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    setSessionUser(await api.confirmSmsCode(code))
    forgetPhoneCode()
    toast.success(t('account:phone.confirmed'))
    return { ok: true }
  } catch (error) {
    return phoneFailure(error)
  }
}

export function discardPhoneChange(): void {
  forgetPhoneCode()
}

/** PUT /user/password; spec section 8: incorrect-current-pwd, or internal-error. */
export async function changeMyPassword(values: ChangePasswordValues): Promise<{ ok: true } | { ok: false; message: string }> {
  try {
    await api.changePassword(changePasswordBody(values))
    toast.success(t('account:password.changed'))
    return { ok: true }
  } catch (error) {
    return { ok: false, message: t(`errors:${changePasswordFailure(error)}`) }
  }
}

export type DeleteResult = { ok: true } | { ok: false; message: string; reason: string | null }

/** DELETE /user; a pending rental or invoice refuses it with cannot-delete-user (spec section 8). */
export async function deleteMyAccount(): Promise<DeleteResult> {
  try {
    await api.deleteAccount()
    return { ok: true }
  } catch (error) {
    const reason = deleteAccountReason(error)
    return { ok: false, message: t(`errors:${deleteAccountFailure(error)}`), reason: reason ? t(`errors:${reason}`) : null }
  }
}

/** After a deletion, the next action logs out (the server already revoked every token). */
export async function leaveDeletedAccount(): Promise<void> {
  await logout()
  navigateTo('/', { replace: true })
}

/** POST /user/data_request: the export goes to the member's e-mail. */
export async function requestMyData(): Promise<boolean> {
  try {
    await api.requestPersonalData()
    toast.success(t('account:privacy.request-sent'))
    return true
  } catch (error) {
    notifyApiError(error)
    return false
  }
}

/** Reads the member's cards again (after a change): every view of them follows. */
export async function loadCards(): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: PAYMENT_CARDS_KEY })
}

/** PUT /user/stripe_cards/{id}/default: the card becomes the main one. */
export async function setMainCard(id: number): Promise<boolean> {
  try {
    await api.setDefaultCard(id)
    toast.success(t('account:cards.main-set'))
    await loadCards()
    return true
  } catch (error) {
    notifyApiError(error)
    return false
  }
}

export async function removeCard(id: number): Promise<boolean> {
  try {
    await api.deleteCard(id)
    toast.success(t('account:cards.deleted'))
    await loadCards()
    return true
  } catch (error) {
    notifyApiError(error)
    return false
  }
}

export type AddCardResult = { ok: true } | { ok: false; fields: CardFormErrors; message: string | null }

/** The offline provider: a payment method, then a setup intent and the card (spec section 7, cards). */
export async function addOfflineCard(values: CardEntryValues): Promise<AddCardResult> {
  try {
    const method = await api.createOfflinePaymentMethod(offlineCardBody(values))
    const intent = await api.createSetupIntent()
    await api.createStripeCard(intent.id, method.id)
    toast.success(t('account:cards.added'))
    await loadCards()
    return { ok: true }
  } catch (error) {
    const fields: CardFormErrors = {}
    if (isApiError(error)) {
      // A declined card is the provider's answer about the whole card, not one field (spec section 8).
      for (const e of error.errors.filter((x) => x.code !== 'CARD_DECLINED')) {
        const name = cardFieldOfServerError(e.field)
        if (name && !fields[name]) fields[name] = messageOfEntry(e)
      }
    }
    const message = Object.keys(fields).length ? null : isApiError(error) && error.errors[0]?.detail ? messageOfEntry(error.errors[0]) : t('errors:add-card-failed')
    return { ok: false, fields, message }
  }
}

/** A Stripe card: the setup intent confirmed in the browser gives the payment method. */
export async function addStripeCard(setupIntentId: string, paymentMethodId: string): Promise<boolean> {
  try {
    await api.createStripeCard(setupIntentId, paymentMethodId)
    toast.success(t('account:cards.added'))
    await loadCards()
    return true
  } catch (error) {
    notifyApiError(error)
    return false
  }
}

export const createSetupIntent = api.createSetupIntent

/** POST /user/terms_and_conditions_versions/accept; the session's user then carries the version. */
export async function acceptCurrentTerms(versionId: number): Promise<boolean> {
  try {
    setSessionUser(await api.acceptTerms(versionId))
    return true
  } catch (error) {
    notifyApiError(error)
    return false
  }
}
