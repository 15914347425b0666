import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import type { WorkflowStep } from '@contracts/user'
import type { Database, UserRow } from '../db/schema'
import { badRequest } from '../errors'
import { hashPassword } from '../auth/passwords'
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
