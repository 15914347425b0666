import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose'
import { createTestContext, errorCodes, type TestContext } from './helpers'

// A real JWKS endpoint on 127.0.0.1 publishing the provider's key; id_tokens are signed with jose.
let ctx: TestContext
let jwksServer: Server
let issuer: string
let providerKey: CryptoKey
let strangerKey: CryptoKey
const HOST = 'entreprise.localhost'
const AUDIENCE = 'frontoffice-entreprise'

beforeAll(async () => {
  ctx = await createTestContext()
  const provider = await generateKeyPair('RS256')
  providerKey = provider.privateKey
  strangerKey = (await generateKeyPair('RS256')).privateKey
  const jwk: JWK = { ...(await exportJWK(provider.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  jwksServer = createServer((req, res) => {
    if (req.url === '/.well-known/openid-configuration') {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }))
    } else if (req.url === '/jwks') {
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify({ keys: [jwk] }))
    } else {
      res.statusCode = 404
      res.end()
    }
  })
  await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${(jwksServer.address() as AddressInfo).port}`
  // jwks_uri null: the keys are found through OpenID discovery on the issuer.
  await ctx.updateTenantSettings('entreprise', (s) => {
    s.sso = { ...s.sso!, issuer, jwks_uri: null }
  })
})
afterAll(async () => {
  await ctx.close()
  await new Promise((resolve) => jwksServer.close(resolve))
})

async function idToken(claims: Record<string, unknown>, options: { key?: CryptoKey; aud?: string; iss?: string; exp?: number } = {}) {
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer(options.iss ?? issuer)
    .setAudience(options.aud ?? AUDIENCE)
    .setSubject(String(claims.sub ?? 'employee-1'))
    .setIssuedAt(now - 10)
    .setExpirationTime(options.exp ?? now + 300)
    .sign(options.key ?? providerKey)
}

const grant = (openid_token: string, nonce?: string) =>
  ctx.post('/api/oauth2/token', { grant_type: 'openid_token', client_id: 'frontoffice-web', openid_token, ...(nonce ? { nonce } : {}) }, { host: HOST })

describe('openid_token grant', () => {
  it('creates a member for a new verified identity, who then reads GET /user', async () => {
    const res = await grant(await idToken({ sub: 'emp-42', email: 'Nouvelle.Recrue@entreprise.test', email_verified: true, given_name: 'Inès', family_name: 'Moreau' }))
    expect(res.statusCode).toBe(200)
    const { user } = (await ctx.get('/api/user', { host: HOST, token: res.json().access_token })).json()
    expect(user).toMatchObject({ email: 'nouvelle.recrue@entreprise.test', first_name: 'Inès', last_name: 'Moreau', roles: ['driver'] })
    expect(user.workflow_next_step).toBe('driver_on_personal_informations_form')
  })

  it('does not link an existing member through an e-mail the provider has not verified', async () => {
    const res = await grant(await idToken({ sub: 'emp-unverified', email: 'driver@entreprise.test' }))
    expect(errorCodes(res)).toEqual(['invalid_grant'])
    const res2 = await grant(await idToken({ sub: 'emp-unverified', email: 'driver@entreprise.test', email_verified: false }))
    expect(errorCodes(res2)).toEqual(['invalid_grant'])
  })

  it('links an existing member by verified e-mail, then finds them by subject even if the e-mail changes', async () => {
    const first = await grant(await idToken({ sub: 'emp-7', email: 'driver@entreprise.test', email_verified: true }))
    expect(first.statusCode).toBe(200)
    const second = await grant(await idToken({ sub: 'emp-7', email: 'claire.martin@entreprise.test' }))
    const { user } = (await ctx.get('/api/user', { host: HOST, token: second.json().access_token })).json()
    expect(user.email).toBe('driver@entreprise.test')
  })

  it('says in GET /user that a member single sign-on created has no password, and one it linked keeps theirs', async () => {
    const created = await grant(await idToken({ sub: 'emp-nopass', email: 'sans.mdp@entreprise.test', email_verified: true }))
    const token = created.json().access_token
    const { user } = (await ctx.get('/api/user', { host: HOST, token })).json()
    expect(user.has_password).toBe(false)
    // No password here to check a current one against: the change is refused, as with a wrong one.
    const change = await ctx.put(
      '/api/user/password',
      { user: { current_password: 'anything-at-all', password: 'nouveau-mdp-1', password_confirmation: 'nouveau-mdp-1' } },
      { host: HOST, token },
    )
    expect(errorCodes(change)).toEqual(['user_current_password_invalid'])

    const linked = await grant(await idToken({ sub: 'emp-withpass', email: 'manager@entreprise.test', email_verified: true }))
    expect((await ctx.get('/api/user', { host: HOST, token: linked.json().access_token })).json().user.has_password).toBe(true)
  })

  it('checks the nonce when the client sends one', async () => {
    const t = await idToken({ sub: 'emp-7', nonce: 'n-1' })
    expect(errorCodes(await grant(t, 'n-2'))).toEqual(['invalid_grant'])
    expect((await grant(t, 'n-1')).statusCode).toBe(200)
  })

  it('refuses a wrong audience, another issuer, an expired token and a bad signature', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600
    for (const t of [
      await idToken({ sub: 'emp-7' }, { aud: 'someone-else' }),
      await idToken({ sub: 'emp-7' }, { iss: 'https://evil.example' }),
      await idToken({ sub: 'emp-7' }, { exp: past }),
      await idToken({ sub: 'emp-7' }, { key: strangerKey }),
      'not.a.jwt',
    ]) {
      const res = await grant(t)
      expect(res.statusCode).toBe(400)
      expect(errorCodes(res)).toEqual(['invalid_grant'])
    }
  })

  it('refuses an unknown identity without an e-mail', async () => {
    expect(errorCodes(await grant(await idToken({ sub: 'emp-no-mail' })))).toEqual(['invalid_grant'])
  })
})
