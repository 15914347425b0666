import { z } from 'zod'
import { apiDelete, apiGet, apiPost, apiPut } from '@/core/api'
import { SetupIntentResponseSchema, StripeCardResponseSchema, StripeCardsResponseSchema, type PaymentCard } from '@contracts/payment'
import { OfflinePaymentMethodResponseSchema, SmsCodeSentResponseSchema, type OfflinePaymentMethodBody } from '@contracts/registration'
import { EmailConfirmationResponseSchema, UpdateUserResponseSchema, UserResponseSchema, type User } from '@contracts/user'
import type { DriverField } from '@contracts/user'
import type { ReminderPreference } from '@contracts/reminder-channel'

// The API client always declares a JSON body, and the server refuses an empty one: bodyless calls send {}.
const NO_BODY = {}

export async function updateProfile(fields: Partial<Record<DriverField, string | null>>): Promise<User> {
  return (await apiPut('/user', { user: fields }, UserResponseSchema)).user
}

/** PUT /user with a new address: a confirmation link is sent to it; the account keeps its address until then. */
export async function requestEmailChange(email: string): Promise<string> {
  const answer = await apiPut('/user', { user: { email } }, UpdateUserResponseSchema)
  return answer.email_change?.new_email ?? answer.user.email
}

/** POST /user/email_confirmation: the link's token makes its address the account's. */
export async function confirmEmailChange(token: string): Promise<string> {
  return (await apiPost('/user/email_confirmation', { token }, EmailConfirmationResponseSchema)).email_change.email
}

const preferenceOf = (user: User): ReminderPreference => ({ channel: user.reminder_channel, timing: user.reminder_timing })

/** The member's reminder preference (GET /user): its channel and its moments, each null as the operator sends them. */
export async function fetchReminderPreference(): Promise<ReminderPreference> {
  return preferenceOf((await apiGet('/user', UserResponseSchema)).user)
}

/** PUT /user with what changes of the reminder preference; answers the whole preference as saved. */
export async function saveReminderPreference(change: Partial<ReminderPreference>): Promise<ReminderPreference> {
  const body = { ...('channel' in change ? { reminder_channel: change.channel } : {}), ...('timing' in change ? { reminder_timing: change.timing } : {}) }
  return preferenceOf((await apiPut('/user', { user: body }, UserResponseSchema)).user)
}

/** POST /user/sms_code (v0.3): a code to the new number. */
export function requestSmsCode(cellPhone: string) {
  return apiPost('/user/sms_code', { sms_code: { cell_phone: cellPhone } }, SmsCodeSentResponseSchema)
}

/** PUT /user/sms_code (v0.3): the code confirms the pending number. */
export async function confirmSmsCode(code: string): Promise<User> {
  return (await apiPut('/user/sms_code', { sms_code: { code } }, UserResponseSchema)).user
}

export async function changePassword(body: { user: { current_password: string; password: string; password_confirmation: string } }): Promise<void> {
  await apiPut('/user/password', body)
}

/** DELETE /user: 204, or 409 with the reason it is refused. */
export async function deleteAccount(): Promise<void> {
  await apiDelete('/user', undefined, { json: NO_BODY })
}

const DataRequestResponseSchema = z.object({ data_request: z.object({ status: z.string(), requested_at: z.string() }) })

/** POST /user/data_request: 202, the export is mailed to the member. */
export function requestPersonalData() {
  return apiPost('/user/data_request', NO_BODY, DataRequestResponseSchema)
}

export async function fetchCards(): Promise<PaymentCard[]> {
  return (await apiGet('/user/stripe_cards', StripeCardsResponseSchema)).stripe_cards
}

export async function setDefaultCard(id: number): Promise<PaymentCard> {
  return (await apiPut(`/user/stripe_cards/${id}/default`, NO_BODY, StripeCardResponseSchema)).stripe_card
}

export async function deleteCard(id: number): Promise<void> {
  await apiDelete(`/user/stripe_cards/${id}`, undefined, { json: NO_BODY })
}

export async function createSetupIntent() {
  return (await apiPost('/user/stripe_setup_intents', NO_BODY, SetupIntentResponseSchema)).stripe_setup_intent
}

export async function createOfflinePaymentMethod(body: OfflinePaymentMethodBody) {
  return (await apiPost('/user/offline_payment_methods', body, OfflinePaymentMethodResponseSchema)).offline_payment_method
}

export async function createStripeCard(setupIntentId: string, paymentMethodId: string): Promise<PaymentCard> {
  return (await apiPost('/user/stripe_cards', { stripe_card: { stripe_setup_intent_id: setupIntentId, stripe_payment_method_id: paymentMethodId } }, StripeCardResponseSchema))
    .stripe_card
}

/** POST /user/terms_and_conditions_versions/accept. */
export async function acceptTerms(versionId: number): Promise<User> {
  return (await apiPost('/user/terms_and_conditions_versions/accept', { terms_and_conditions: { version_id: versionId } }, UserResponseSchema)).user
}
