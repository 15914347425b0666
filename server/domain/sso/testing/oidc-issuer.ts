import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose'
import Provider from 'oidc-provider'

export interface IdTokenClaims {
  sub: string
  email?: string
  email_verified?: boolean
  given_name?: string
  family_name?: string
  nonce?: string
}

export const OTHER_CLIENT_ID = 'another-application'

export interface TestIssuer {
  issuer: string
  jwksUri: string
  clientId: string
  /**
   * An id_token issued and signed by the provider itself (its keystore, issuer and client);
   * `audience: 'other'` issues it to another client of the same provider.
   */
  issueIdToken(claims: IdTokenClaims, audience?: 'self' | 'other'): Promise<string>
  /** A token with the provider's claims but signed with a key it never published. */
  forgeIdToken(claims: Record<string, unknown>): Promise<string>
  close(): Promise<void>
}

export interface TestIssuerOptions {
  /** Where the provider may send a browser back with its id_token (the app's SSO callback). */
  redirectUris?: string[]
  /** Where its logout may send the browser back. */
  postLogoutRedirectUris?: string[]
  /**
   * A browser signs in at the provider itself, on its own login and consent pages (oidc-provider's
   * development interactions: any login and password are accepted; a login that is an e-mail
   * address becomes the subject and a verified address). Its redirect URIs may then be plain http
   * on a *.localhost host, which the provider refuses for the implicit flow outside tests.
   */
  browserSignIn?: boolean
}

const DEFAULT_REDIRECT_URI = 'https://frontoffice.example/frontofficev2/sso/callback'

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1 and a random port, publishing its
 * signing keys at its jwks_uri and its discovery document, so verification fetches them for real.
 */
export async function startTestIssuer(clientId = 'frontoffice-sso', options: TestIssuerOptions = {}): Promise<TestIssuer> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const signingKey: JWK = { ...(await exportJWK(privateKey)), kid: 'test-issuer-key', use: 'sig', alg: 'RS256' }
  const stranger = await generateKeyPair('RS256')

  const server: Server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const provider = new Provider(issuer, {
    clients: [clientId, OTHER_CLIENT_ID].map((id) => ({
      client_id: id,
      client_secret: 'not-used',
      redirect_uris: options.redirectUris ?? [DEFAULT_REDIRECT_URI],
      post_logout_redirect_uris: options.postLogoutRedirectUris ?? [],
      response_types: ['id_token'],
      grant_types: ['implicit'],
    })),
    ttl: { IdToken: 3600 },
    jwks: { keys: [signingKey] },
    cookies: { keys: ['test-issuer-cookies'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    features: { devInteractions: { enabled: options.browserSignIn === true } },
    findAccount: async (_ctx: unknown, sub: string) => ({
      accountId: sub,
      claims: async () => (sub.includes('@') ? { sub, email: sub, email_verified: true } : { sub }),
    }),
  })
  if (options.browserSignIn) {
    // The app under test answers on http://<tenant>.localhost: let the implicit flow send it there.
    const schema = provider.Client.Schema.prototype
    const refuse = schema.invalidate
    schema.invalidate = function (message, code) {
      if (code === 'implicit-force-https' || code === 'implicit-forbid-localhost') return
      refuse.call(this, message, code)
    }
  }
  server.on('request', provider.callback())

  const clients = { self: await provider.Client.find(clientId), other: await provider.Client.find(OTHER_CLIENT_ID) }

  return {
    issuer,
    jwksUri: `${issuer}/jwks`,
    clientId,
    async issueIdToken(claims, audience = 'self') {
      const client = clients[audience]
      if (!client) throw new Error('test client missing')
      const token = new provider.IdToken({ ...claims }, { client })
      token.scope = 'openid email profile'
      if (claims.nonce) token.set('nonce', claims.nonce)
      return token.issue({ use: 'idtoken' })
    },
    async forgeIdToken(claims) {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-issuer-key' })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(stranger.privateKey)
    },
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  }
}
