import type { DriverField } from '@contracts/user'
import { ApiError, messageOfEntry, messagesOf, setStoredToken, type ApiErrorEntry } from '@/core/api'
import { currentPendingSmsKey, forgetPendingSms, rememberPendingSms } from '@/lib/pending-sms'
import { refreshUser, setSessionUser, onLogout, useSessionStore } from '@/core/session'
import { currentLanguage, i18n } from '@/i18n'
import { createAccount, completeRegistrationStep, confirmSmsCode, createOfflinePaymentMethod, createSetupIntent, createStripeCard, sendSmsCode, updateDriverFields } from './api'
import { cardFieldOfServerError, offlineCardBody, type CardEntryValues } from '@contracts/card-entry'
import type { CardEntryErrors } from './card-entry'
import { FILE_REFUSAL_CODES, localFileError, isContentMismatch, type DocumentSlot } from './document-slots'
import { WORKFLOW_OF_DOCUMENT_STEP, type DocumentStep } from './signup-steps'
import { resetRegistration, setSlot, useRegistrationStore } from './store'
import { uploadDocument } from './upload'
import { DOCUMENTS_KEY } from './documents-query'
import { loadedQueryClient } from '@/core/query/query-client-slot'

export type ActionResult = { ok: true } | { ok: false; error: unknown; messages: string[] }

const failure = (error: unknown): ActionResult => ({ ok: false, error, messages: messagesOf(error) })

/**
 * Runs a step's calls with the welcome page due in case they finish the registration: the screens
 * see the new step as soon as the session has it, before the calls return. Cleared when they did not.
 */
async function asStep<T>(run: () => Promise<T>): Promise<T> {
  useRegistrationStore.setState({ justFinished: true })
  try {
    return await run()
  } finally {
    const step = useSessionStore.getState().user?.serverStep
    if (step !== 'driver_waiting_for_validation' && step !== 'driver_ok') useRegistrationStore.setState({ justFinished: false })
  }
}

// The registration held in this page; its stored drafts and codes are the start-up's too (app/start.ts).
onLogout(() => {
  resetRegistration()
  // A shared device: the next member must not see this one's documents.
  loadedQueryClient()?.removeQueries({ queryKey: DOCUMENTS_KEY })
})

/**
 * Account creation (spec section 5): POST /user with the terms accepted. Its answer holds a member
 * token, so the new member is logged in at once and the stepper goes on.
 */
export async function signUp(email: string, password: string, passwordConfirmation: string, registrationFlowId: number | null = null): Promise<ActionResult> {
  try {
    const created = await createAccount(email, password, passwordConfirmation, currentLanguage(), registrationFlowId)
    setStoredToken({ accessToken: created.access_token, type: 'member', expiresAt: Date.now() + created.expires_in * 1000, refreshToken: created.refresh_token })
    setSessionUser(created.user)
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
}

/** Personal or licence details: PUT /user; the server moves the driver to the next step. */
export async function saveDriverDetails(body: { user: Partial<Record<DriverField, string | null>> }): Promise<ActionResult> {
  try {
    await asStep(async () => setSessionUser(await updateDriverFields(body.user)))
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
}

/** Sends a code to the number (first time, again, or to another number); a reload comes back to its digits. */
export async function requestSmsCode(cellPhone: string): Promise<ActionResult> {
  try {
    const sent = await sendSmsCode(cellPhone.trim())
    const sms = { sentTo: sent.cell_phone, expiresAt: sent.expires_at }
    useRegistrationStore.setState({ sms })
    const key = currentPendingSmsKey('signup')
    if (key) rememberPendingSms(key, sms)
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
}

/** Confirms the six digits; INVALID_SMS_CODE and SMS_CODE_EXPIRED come back as their messages. */
export async function submitSmsCode(code: string): Promise<ActionResult> {
  const key = currentPendingSmsKey('signup')
  try {
    await asStep(async () => setSessionUser(await confirmSmsCode(code)))
    useRegistrationStore.setState({ sms: null })
    if (key) forgetPendingSms(key)
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
}

/** A server refusal of an upload, said in terms of the file the driver chose. */
function uploadErrorMessage(entry: ApiErrorEntry, file: File): string {
  if (isContentMismatch(entry.code, file.name)) return i18n.t('errors:file-content-mismatch', { name: file.name })
  return messageOfEntry(entry)
}

/**
 * One slot's upload (spec section 4): uploading with its percentage, then completed; on an error
 * the slot is reset and says why (INVALID_FILE_TYPE, INVALID_FILE_EXTENSION, FILE_TOO_BIG, ...).
 */
export async function uploadToSlot(slot: DocumentSlot, file: File): Promise<ActionResult> {
  const local = localFileError(file)
  if (local) {
    const message = i18n.t(`errors:${local}`)
    setSlot(slot.key, { status: 'idle', error: message, retryable: false })
    return { ok: false, error: new ApiError(400, [{ code: local, detail: message }]), messages: [message] }
  }
  setSlot(slot.key, { status: 'uploading', progress: 0, fileName: file.name })
  try {
    await uploadDocument({
      file,
      kind: slot.kind,
      additionalDocumentId: slot.additionalDocumentId,
      onProgress: (progress) => setSlot(slot.key, { status: 'uploading', progress, fileName: file.name }),
    })
    setSlot(slot.key, { status: 'completed', fileName: file.name })
    // Every view of the stored documents (the account's screen, a later step) reads them again.
    await loadedQueryClient()?.invalidateQueries({ queryKey: DOCUMENTS_KEY })
    return { ok: true }
  } catch (error) {
    const refused = error instanceof ApiError && error.errors.some((e) => FILE_REFUSAL_CODES.has(e.code))
    const messages = error instanceof ApiError && error.errors.length > 0 ? error.errors.map((e) => uploadErrorMessage(e, file)) : messagesOf(error)
    setSlot(slot.key, { status: 'idle', error: messages.join(' '), retryable: !refused })
    return { ok: false, error, messages }
  }
}

/**
 * Next on a document step. The server moves a step on by itself once its required uploads exist;
 * a step left with only optional uploads needs the explicit POST /user/registration_step/complete.
 */
export async function finishDocumentStep(step: DocumentStep): Promise<ActionResult> {
  try {
    await asStep(async () => {
      const user = await refreshUser()
      if (user?.serverStep === WORKFLOW_OF_DOCUMENT_STEP[step]) setSessionUser(await completeRegistrationStep(WORKFLOW_OF_DOCUMENT_STEP[step]))
    })
    return { ok: true }
  } catch (error) {
    return failure(error)
  }
}

export type CardResult = { ok: true } | { ok: false; message: string; fields: CardEntryErrors }

/** The provider's message on a field it names; otherwise "adding a card failed, try again" (spec section 8). */
function cardFailure(error: unknown): CardResult {
  const fields: CardEntryErrors = {}
  let message = i18n.t('errors:add-card-failed')
  if (error instanceof ApiError) {
    for (const entry of error.errors) {
      const field = entry.code === 'CARD_DECLINED' ? null : cardFieldOfServerError(entry.field)
      if (field && entry.detail) fields[field] = entry.detail
      else if (entry.code !== 'CARD_DECLINED' && entry.detail && error.status !== 0 && error.kind !== 'internal') message = entry.detail
    }
  }
  return { ok: false, message, fields }
}

/**
 * The offline provider's card: the card becomes a payment method, a setup intent is opened, and
 * POST /user/stripe_cards ties them (the card step is then done).
 */
export async function addOfflineCard(values: CardEntryValues): Promise<CardResult> {
  try {
    const method = await createOfflinePaymentMethod(offlineCardBody(values))
    const intent = await createSetupIntent()
    await createStripeCard(intent.id, method.id)
    await asStep(refreshUser)
    return { ok: true }
  } catch (error) {
    return cardFailure(error)
  }
}

/** Stripe's side: a setup intent's secret for Elements, then the confirmed payment method is saved. */
export async function openSetupIntent() {
  return createSetupIntent()
}

export async function saveConfirmedCard(setupIntentId: string, paymentMethodId: string): Promise<CardResult> {
  try {
    await createStripeCard(setupIntentId, paymentMethodId)
    await asStep(refreshUser)
    return { ok: true }
  } catch (error) {
    return cardFailure(error)
  }
}

export function cardProviderFailure(message: string | undefined): CardResult {
  return { ok: false, message: message || i18n.t('errors:add-card-failed'), fields: {} }
}
