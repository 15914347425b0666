import { SignupResponseSchema } from '@contracts/auth'
import { UserDocumentsResponseSchema, type UserDocument } from '@contracts/documents'
import { SetupIntentResponseSchema, StripeCardResponseSchema } from '@contracts/payment'
import { AdditionalDocumentsResponseSchema, RegistrationFlowsResponseSchema, type AdditionalDocument, type RegistrationFlow } from '@contracts/reference'
import { OfflinePaymentMethodResponseSchema, SmsCodeSentResponseSchema } from '@contracts/registration'
import { UserResponseSchema, type DriverField, type User, type WorkflowStep } from '@contracts/user'
import { apiGet, apiPost, apiPut } from '@/core/api'
import type { Language } from '@/i18n/languages'
import type { offlineCardBody } from '@contracts/card-entry'

/** POST /user: the account, with the terms accepted and the flow picked, if any; the answer carries a member token. */
export function createAccount(email: string, password: string, passwordConfirmation: string, language: Language, registrationFlowId: number | null = null) {
  const flow = registrationFlowId === null ? {} : { registration_flow_id: registrationFlowId }
  return apiPost(
    '/user',
    { user: { email: email.trim().toLowerCase(), password, password_confirmation: passwordConfirmation, tos_accepted: true, language, ...flow } },
    SignupResponseSchema,
  )
}

/** GET /registration_flows: the tenant's registration flows (id and name). */
export async function fetchRegistrationFlows(): Promise<RegistrationFlow[]> {
  return (await apiGet('/registration_flows', RegistrationFlowsResponseSchema)).registration_flows
}

/** PUT /user with driver fields: completes the personal or licence step when they are the step's. */
export async function updateDriverFields(user: Partial<Record<DriverField, string | null>>): Promise<User> {
  return (await apiPut('/user', { user }, UserResponseSchema)).user
}

/** POST /user/sms_code (v0.3): sends a code to the number; answers it in E.164 and when the code expires. */
export async function sendSmsCode(cellPhone: string) {
  return (await apiPost('/user/sms_code', { sms_code: { cell_phone: cellPhone } }, SmsCodeSentResponseSchema)).sms_code
}

/** PUT /user/sms_code (v0.3): confirms the code; the answer is the user with the phone step done. */
export async function confirmSmsCode(code: string): Promise<User> {
  return (await apiPut('/user/sms_code', { sms_code: { code } }, UserResponseSchema)).user
}

export async function fetchDocuments(): Promise<UserDocument[]> {
  return (await apiGet('/user/documents', UserDocumentsResponseSchema)).documents
}

/** GET /additional_documents: titles and descriptions come in the request's language. */
export async function fetchAdditionalDocuments(): Promise<AdditionalDocument[]> {
  return (await apiGet('/additional_documents', AdditionalDocumentsResponseSchema)).additional_documents
}

/** The driver's "next" on a document step whose remaining uploads are optional. */
export async function completeRegistrationStep(step: WorkflowStep): Promise<User> {
  return (await apiPost('/user/registration_step/complete', { registration_step: { step } }, UserResponseSchema)).user
}

export async function createSetupIntent() {
  return (await apiPost('/user/stripe_setup_intents', {}, SetupIntentResponseSchema)).stripe_setup_intent
}

/** The offline provider's card: answers a `pm_offline_…` id to send as stripe_payment_method_id. */
export async function createOfflinePaymentMethod(body: ReturnType<typeof offlineCardBody>) {
  return (await apiPost('/user/offline_payment_methods', body, OfflinePaymentMethodResponseSchema)).offline_payment_method
}

export async function createStripeCard(setupIntentId: string, paymentMethodId: string) {
  return (await apiPost('/user/stripe_cards', { stripe_card: { stripe_setup_intent_id: setupIntentId, stripe_payment_method_id: paymentMethodId } }, StripeCardResponseSchema))
    .stripe_card
}
