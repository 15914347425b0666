import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import type { CreateUserBody, WorkflowStep } from '@contracts/user'
import type { Database, UserRow } from '../db/schema'
import { ApiErrors, badRequest, type ApiError } from '../errors'
import { hashPassword, isPasswordLongEnough } from '../auth/passwords'
import type { TenantSettings } from '../tenants/settings'
import { nextWorkflowStep } from '../tenants/workflow'
import { isWellFormedEmail } from './email-format'
import { registrationFlowOf } from './registration-flow'
import { issueToken, type IssuedToken } from '../auth/tokens'
import { createMember, isUniqueViolation } from './create-member'
import { currentTermsVersionId } from './serialize'
import { isEmailTaken } from './find-member'

export interface SignUp {
  tenantId: number
  /** Trimmed, lower-cased and well-formed: the caller checked the fields first. */
  email: string
  password: string
  language: Language
  step: WorkflowStep
  registrationFlowId?: number | null
  /** The tenant's web client, which the new member's token belongs to. */
  clientId: string
  now: number
}

/**
 * Creates the member, having accepted the current terms, and their first token in one transaction.
 * EMAIL_ALREADY_TAKEN when any user of the tenant holds the address, a concurrent sign-up included.
 */
export async function signUpMember(db: Kysely<Database>, s: SignUp): Promise<{ user: UserRow; token: IssuedToken }> {
  const taken = () => badRequest('EMAIL_ALREADY_TAKEN', 'user.email')
  if (await isEmailTaken(db, s.tenantId, s.email)) throw taken()
  const passwordHash = await hashPassword(s.password)
  const termsId = await currentTermsVersionId(db, s.tenantId)
  try {
    return await db.transaction().execute(async (trx) => {
      const user = await createMember(trx, {
        tenantId: s.tenantId,
        email: s.email,
        passwordHash,
        language: s.language,
        step: s.step,
        tosAccepted: true,
        acceptedTermsVersionId: termsId,
        registrationFlowId: s.registrationFlowId,
        now: s.now,
      })
      const token = await issueToken(trx, { tenantId: s.tenantId, userId: user.id, clientId: s.clientId, now: s.now })
      return { user, token }
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw taken()
    throw err
  }
}

/** What POST /user needs of its request, as plain values. */
export interface SignUpContext {
  db: Kysely<Database>
  tenant: { id: number; settings: TenantSettings }
  /** The request's language, for a member who names none. */
  lang: Language
  now: number
}

/**
 * POST /user: every field problem at once (e-mail format, password length then confirmation, the
 * terms, the registration flow), then the member and their first token (signUpMember).
 */
export async function signUp(ctx: SignUpContext, input: CreateUserBody['user']): Promise<{ user: UserRow; token: IssuedToken }> {
  const email = input.email.trim().toLowerCase()
  const errors: ApiError[] = []
  if (!isWellFormedEmail(email)) errors.push(badRequest('EMAIL_IS_INVALID', 'user.email'))
  if (!isPasswordLongEnough(input.password)) errors.push(badRequest('PASSWORD_TOO_SHORT', 'user.password'))
  else if (input.password_confirmation !== undefined && input.password_confirmation !== input.password) {
    errors.push(badRequest('PASSWORDS_MISMATCH', 'user.password_confirmation'))
  }
  if (input.tos_accepted !== true) errors.push(badRequest('TOS_NOT_ACCEPTED', 'user.tos_accepted'))
  const registrationFlowId = await registrationFlowOf(ctx.db, ctx.tenant.id, input.registration_flow_id ?? null)
  if (registrationFlowId === undefined) errors.push(badRequest('REGISTRATION_FLOW_IS_INVALID', 'user.registration_flow_id'))
  if (errors.length) throw new ApiErrors(errors)
  return signUpMember(ctx.db, {
    tenantId: ctx.tenant.id,
    email,
    password: input.password,
    language: input.language ?? ctx.lang,
    step: nextWorkflowStep(ctx.tenant.settings, 'driver_on_login_form'),
    registrationFlowId,
    clientId: ctx.tenant.settings.web_client_id,
    now: ctx.now,
  })
}
