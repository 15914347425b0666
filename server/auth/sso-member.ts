import type { Kysely } from 'kysely'
import type { Database, UserRow } from '../db/schema'
import type { TenantContext } from '../tenants/tenant-cache'
import { nextWorkflowStep } from '../tenants/workflow'
import { createMember } from '../users/create-member'
import type { VerifiedIdentity } from './openid'

/**
 * The member an SSO identity signs in as: the one linked to (issuer, subject); else the account with
 * the same verified e-mail, which gets linked; else a new member who starts the tenant's registration
 * steps. Returns null when no e-mail comes with an unknown identity.
 */
export async function findOrCreateSsoMember(db: Kysely<Database>, tenant: TenantContext, id: VerifiedIdentity, now: number): Promise<UserRow | null> {
  const linked = await db
    .selectFrom('users')
    .selectAll()
    .where('tenant_id', '=', tenant.id)
    .where('sso_issuer', '=', id.issuer)
    .where('sso_subject', '=', id.subject)
    .executeTakeFirst()
  if (linked) return linked
  if (!id.email || !id.emailVerified) return null
  const byEmail = await db.selectFrom('users').selectAll().where('tenant_id', '=', tenant.id).where('email', '=', id.email).executeTakeFirst()
  if (byEmail) {
    return db.updateTable('users').set({ sso_issuer: id.issuer, sso_subject: id.subject, updated_at: now }).where('id', '=', byEmail.id).returningAll().executeTakeFirstOrThrow()
  }
  return createMember(db, {
    tenantId: tenant.id,
    email: id.email,
    passwordHash: null,
    language: null,
    step: nextWorkflowStep(tenant.settings, 'driver_on_login_form'),
    tosAccepted: false,
    acceptedTermsVersionId: null,
    firstName: id.givenName,
    lastName: id.familyName,
    sso: { issuer: id.issuer, subject: id.subject },
    now,
  })
}
