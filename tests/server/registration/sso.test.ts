import { DEMO_WEB_CLIENT_ID } from '@contracts/http'
import { startTestIssuer, type TestIssuer } from '../../../server/domain/sso/testing/oidc-issuer'
import { errorCodes, type TestContext } from '../helpers'
import { createRegistrationContext, patchTenantSettings } from './registration-helpers'

let ctx: TestContext
let issuer: TestIssuer
let stranger: TestIssuer
let now = Date.now()

beforeAll(async () => {
  ctx = await createRegistrationContext({ adapters: { clock: () => now } })
  issuer = await startTestIssuer()
  stranger = await startTestIssuer()
})
afterAll(async () => {
  await ctx.close()
  await issuer.close()
  await stranger.close()
})

async function useIssuer(jwksUri: string | null) {
  await patchTenantSettings(ctx, 'demo', (s) => ({
    ...s,
    features: { ...(s.features as object), single_sign_on: true },
    sso: {
      issuer: issuer.issuer,
      client_id: issuer.clientId,
      jwks_uri: jwksUri,
      authorization_endpoint: `${issuer.issuer}/auth`,
      end_session_endpoint: null,
      scope: 'openid email profile',
    },
  }))
}

const signIn = (idToken: string, nonce?: string) => ctx.post('/api/sso/openid', { openid: { id_token: idToken, ...(nonce ? { nonce } : {}) } })
const tokenGrant = (idToken: string) => ctx.post('/api/oauth2/token', { grant_type: 'openid_token', openid_token: idToken, client_id: DEMO_WEB_CLIENT_ID })

describe('single sign-on against a real OpenID Connect provider', () => {
  beforeEach(async () => {
    now = Date.now()
    await useIssuer(null)
  })

  it('signs a new member in with a valid id_token (keys found through discovery) and creates them once', async () => {
    const idToken = await issuer.issueIdToken({ sub: 'emp-1001', email: 'Claude.Shannon@Example.test', email_verified: true, given_name: 'Claude', family_name: 'Shannon' })
    const res = await signIn(idToken)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ token_type: 'Bearer', scope: 'member' })
    expect(body.user).toMatchObject({
      email: 'claude.shannon@example.test',
      first_name: 'Claude',
      last_name: 'Shannon',
      workflow_next_step: 'driver_on_personal_informations_form',
      roles: ['driver'],
    })
    const me = await ctx.get('/api/user', { token: body.access_token })
    expect(me.json().user.id).toBe(body.user.id)

    const again = await signIn(await issuer.issueIdToken({ sub: 'emp-1001', email: 'claude.shannon@example.test', email_verified: true }))
    expect(again.json().user.id).toBe(body.user.id)
    const row = await ctx.db.selectFrom('users').select(['sso_issuer', 'sso_subject', 'password_hash']).where('id', '=', body.user.id).executeTakeFirstOrThrow()
    expect(row).toEqual({ sso_issuer: issuer.issuer, sso_subject: 'emp-1001', password_hash: null })
  })

  it('links an existing member by verified e-mail, with the jwks_uri configured', async () => {
    await useIssuer(issuer.jwksUri)
    const res = await signIn(await issuer.issueIdToken({ sub: 'emp-2002', email: 'driver@demo.test', email_verified: true }))
    expect(res.statusCode).toBe(200)
    expect(res.json().user.id).toBe(await ctx.userId('driver@demo.test'))
  })

  it('checks the nonce when one is given', async () => {
    const idToken = await issuer.issueIdToken({ sub: 'emp-3003', email: 'nonce@example.test', email_verified: true, nonce: 'n-123' })
    expect(errorCodes(await signIn(idToken, 'n-456'))).toEqual(['invalid_id_token'])
    expect((await signIn(idToken, 'n-123')).statusCode).toBe(200)
  })

  it('refuses a token issued to another client (wrong audience)', async () => {
    const res = await signIn(await issuer.issueIdToken({ sub: 'emp-4004', email: 'aud@example.test', email_verified: true }, 'other'))
    expect(res.statusCode).toBe(401)
    expect(errorCodes(res)).toEqual(['invalid_id_token'])
  })

  it('refuses an expired token', async () => {
    const idToken = await issuer.issueIdToken({ sub: 'emp-5005', email: 'late@example.test', email_verified: true })
    now += 2 * 3600_000
    const res = await signIn(idToken)
    expect(res.statusCode).toBe(401)
    expect(errorCodes(res)).toEqual(['invalid_id_token'])
  })

  it('refuses a token signed by a key the issuer never published (bad signature)', async () => {
    const forged = await issuer.forgeIdToken({ sub: 'emp-6006', email: 'driver@demo.test', email_verified: true })
    const res = await signIn(forged)
    expect(res.statusCode).toBe(401)
    expect(errorCodes(res)).toEqual(['invalid_id_token'])
  })

  it('refuses a token from an issuer the tenant does not trust', async () => {
    const res = await signIn(await stranger.issueIdToken({ sub: 'emp-7007', email: 'driver@demo.test', email_verified: true }))
    expect(res.statusCode).toBe(401)
    expect(errorCodes(res)).toEqual(['invalid_id_token'])
  })

  it('refuses garbage and a tenant without single sign-on', async () => {
    expect(errorCodes(await signIn('not.a.jwt'))).toEqual(['invalid_id_token'])
    const idToken = await issuer.issueIdToken({ sub: 'emp-8008', email: 'off@example.test', email_verified: true })
    await patchTenantSettings(ctx, 'demo', (s) => ({ ...s, features: { ...(s.features as object), single_sign_on: false } }))
    expect(errorCodes(await signIn(idToken))).toEqual(['invalid_id_token'])
  })

  it('exchanges an id_token through the openid_token grant of POST /oauth2/token', async () => {
    const ok = await tokenGrant(await issuer.issueIdToken({ sub: 'emp-9009', email: 'grant@example.test', email_verified: true }))
    expect(ok.statusCode).toBe(200)
    expect(ok.json().scope).toBe('member')
    const bad = await tokenGrant(await issuer.issueIdToken({ sub: 'emp-9009', email: 'grant@example.test', email_verified: true }, 'other'))
    expect(bad.statusCode).toBe(400)
    expect(errorCodes(bad)).toEqual(['invalid_grant'])
  })
})
