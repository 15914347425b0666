import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose'
import type { TenantSettings } from '../tenants/settings'
import { badRequest } from '../errors'

export interface VerifiedIdentity {
  issuer: string
  subject: string
  email: string | null
  emailVerified: boolean
  givenName: string | null
  familyName: string | null
  payload: JWTPayload
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()
const discovered = new Map<string, string>()

async function jwksUriFor(issuer: string, configured: string | null): Promise<string> {
  if (configured) return configured
  const known = discovered.get(issuer)
  if (known) return known
  const res = await fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(5000) })
  if (!res.ok) throw new Error(`OpenID discovery answered ${res.status}`)
  const doc = (await res.json()) as { jwks_uri?: unknown }
  if (typeof doc.jwks_uri !== 'string') throw new Error('OpenID discovery has no jwks_uri')
  discovered.set(issuer, doc.jwks_uri)
  return doc.jwks_uri
}

function keySet(uri: string) {
  let set = keySets.get(uri)
  if (!set) {
    set = createRemoteJWKSet(new URL(uri))
    keySets.set(uri, set)
  }
  return set
}

/**
 * Verifies an id_token against the tenant's single sign-on settings: signature by the issuer's
 * published keys (JWKS), issuer, audience (the tenant's SSO client_id), expiry, and nonce when the
 * caller sent one. Any failure is 400 `invalid_id_token`; the token endpoint turns it into invalid_grant.
 */
export async function verifyIdToken(settings: TenantSettings, idToken: string, nonce: string | undefined, now: number): Promise<VerifiedIdentity> {
  const sso = settings.sso
  if (!settings.features.single_sign_on || !sso) throw badRequest('invalid_id_token')
  let payload: JWTPayload
  try {
    const uri = await jwksUriFor(sso.issuer, sso.jwks_uri)
    ;({ payload } = await jwtVerify(idToken, keySet(uri), {
      issuer: sso.issuer,
      audience: sso.client_id,
      currentDate: new Date(now),
      clockTolerance: 30,
    }))
  } catch {
    throw badRequest('invalid_id_token')
  }
  if (nonce !== undefined && payload.nonce !== nonce) throw badRequest('invalid_id_token')
  if (!payload.sub) throw badRequest('invalid_id_token')
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
  return {
    issuer: sso.issuer,
    subject: payload.sub,
    email: text(payload.email)?.toLowerCase() ?? null,
    // Only a provider-verified address may link an existing account: otherwise anyone able to
    // register that e-mail at the provider would take the account over.
    emailVerified: payload.email_verified === true,
    givenName: text(payload.given_name),
    familyName: text(payload.family_name),
    payload,
  }
}
