import type { Kysely, Transaction } from 'kysely'
import type { Language } from '@contracts/common'
import type { WorkflowStep } from '@contracts/user'
import type { Database, UserRow } from '../db/schema'

type Db = Kysely<Database> | Transaction<Database>

export interface NewMember {
  tenantId: number
  email: string
  passwordHash: string | null
  language: Language | null
  step: WorkflowStep
  tosAccepted: boolean
  /** The current terms version accepted at creation, recorded as an acceptance too. */
  acceptedTermsVersionId: number | null
  firstName?: string | null
  lastName?: string | null
  sso?: { issuer: string; subject: string }
  /** The registration flow the member picked (one of the tenant's). */
  registrationFlowId?: number | null
  now: number
}

/** Inserts a member with the `driver` role (DECISIONS.md), recording the terms acceptance when there is one. */
export async function createMember(db: Db, m: NewMember): Promise<UserRow> {
  const user = await db
    .insertInto('users')
    .values({
      tenant_id: m.tenantId,
      email: m.email,
      password_hash: m.passwordHash,
      first_name: m.firstName ?? null,
      last_name: m.lastName ?? null,
      workflow_next_step: m.step,
      validated: 0,
      tos_accepted: m.tosAccepted ? 1 : 0,
      accepted_terms_version_id: m.acceptedTermsVersionId,
      roles: JSON.stringify(['driver']),
      can_access_backoffice: 0,
      language: m.language,
      sso_issuer: m.sso?.issuer ?? null,
      sso_subject: m.sso?.subject ?? null,
      registration_flow_id: m.registrationFlowId ?? null,
      created_at: m.now,
      updated_at: m.now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  if (m.acceptedTermsVersionId !== null) {
    await db.insertInto('terms_acceptances').values({ tenant_id: m.tenantId, user_id: user.id, version_id: m.acceptedTermsVersionId, accepted_at: m.now }).execute()
  }
  return user
}

/** Unique-index violations on SQLite and PostgreSQL (a concurrent sign-up with the same e-mail). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string }
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '')
}
