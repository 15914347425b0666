import { DEMO_WEB_CLIENT_ID } from '@contracts/http'
import { createTestContext, DEMO_PASSWORD, errorCodes, type TestContext } from '../helpers'
import { secondProcess } from './second-process'

// A 1-hour member access token with a rotating 30-day refresh token (RFC 6749
// section 6); a replayed refresh token revokes its family; logout revokes both.
let ctx: TestContext
let now = Date.UTC(2026, 4, 4, 12)
beforeAll(async () => {
  ctx = await createTestContext({ adapters: { clock: () => now } })
})
afterAll(() => ctx.close())

interface Tokens {
  access_token: string
  refresh_token?: string
  expires_in: number
}
const signIn = async (username = 'driver@demo.test'): Promise<Tokens> =>
  (await ctx.post('/api/oauth2/token', { grant_type: 'password', client_id: DEMO_WEB_CLIENT_ID, username, password: DEMO_PASSWORD })).json()
const refresh = (refreshToken: string | undefined, host?: string) =>
  ctx.post('/api/oauth2/token', { grant_type: 'refresh_token', client_id: DEMO_WEB_CLIENT_ID, refresh_token: refreshToken }, { host })
const me = async (token: string) => (await ctx.get('/api/user', { token })).statusCode
const HOUR = 3600_000
const DAY = 24 * HOUR

describe('member tokens', () => {
  it('last one hour, with a refresh token; guests get none', async () => {
    const tokens = await signIn()
    expect(tokens.expires_in).toBe(3600)
    expect(tokens.refresh_token).toMatch(/^[\w-]{40,}$/)
    expect(await me(tokens.access_token)).toBe(200)
    now += HOUR + 1000
    expect(await me(tokens.access_token)).toBe(401)
    const guest = (await ctx.post('/api/oauth2/token', { grant_type: 'client_credentials', client_id: DEMO_WEB_CLIENT_ID })).json()
    expect(guest.refresh_token).toBeUndefined()
  })

  it('a sign-up answers a refresh token too', async () => {
    const res = await ctx.post('/api/user', { user: { email: 'refresh-newcomer@example.test', password: 'correct horse battery', tos_accepted: true } })
    expect(res.json()).toMatchObject({ expires_in: 3600, refresh_token: expect.any(String) })
  })

  it('rotate: a refresh gives a new pair and keeps an active member signed in past 30 days', async () => {
    let tokens = await signIn()
    for (let i = 0; i < 3; i++) {
      now += 20 * DAY
      const res = await refresh(tokens.refresh_token)
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe('no-store')
      const next = res.json() as Tokens
      expect(next).toMatchObject({ token_type: 'Bearer', expires_in: 3600, scope: 'member' })
      expect(next.refresh_token).not.toBe(tokens.refresh_token)
      expect(await me(next.access_token)).toBe(200)
      tokens = next
    }
  })

  it('refuses a refresh token after 30 days without use', async () => {
    const tokens = await signIn()
    now += 30 * DAY + 1000
    const res = await refresh(tokens.refresh_token)
    expect(res.statusCode).toBe(400)
    expect(errorCodes(res)).toEqual(['invalid_grant'])
  })

  it('revokes the whole family when a spent refresh token comes back', async () => {
    const first = await signIn()
    const second = (await refresh(first.refresh_token)).json() as Tokens
    expect(await me(second.access_token)).toBe(200)
    const replay = await refresh(first.refresh_token)
    expect(replay.statusCode).toBe(400)
    expect(errorCodes(replay)).toEqual(['invalid_grant'])
    expect(await me(second.access_token)).toBe(401)
    expect((await refresh(second.refresh_token)).statusCode).toBe(400)
  })

  it('lets one of two parallel refreshes with one token through at most', async () => {
    const tokens = await signIn()
    const answers = await Promise.all([refresh(tokens.refresh_token), refresh(tokens.refresh_token), refresh(tokens.refresh_token)])
    expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(1)
  })

  it('ends both tokens on logout, by access token or by refresh token, on every process', async () => {
    const a = await signIn()
    await ctx.post('/api/oauth2/revoke', { token: a.access_token })
    expect(await me(a.access_token)).toBe(401)
    expect((await refresh(a.refresh_token)).statusCode).toBe(400)

    const b = await signIn()
    const other = await secondProcess(ctx, { clock: () => now })
    try {
      await other.post('/api/oauth2/revoke', { token: b.refresh_token })
      now += 6000
      expect(await me(b.access_token)).toBe(401)
    } finally {
      await other.app.close()
    }
  })

  it('is refused for another tenant and for a garbled token', async () => {
    const tokens = await signIn()
    expect((await refresh(tokens.refresh_token, 'simple.localhost')).statusCode).toBe(400)
    expect(errorCodes(await refresh('not-a-token'))).toEqual(['invalid_grant'])
    expect(errorCodes(await refresh(undefined))[0]).toBe('bad_request')
  })

  it('keeps the caller signed in after a password change and ends the other sessions', async () => {
    const mine = await signIn('driver2@demo.test')
    const elsewhere = await signIn('driver2@demo.test')
    const res = await ctx.put(
      '/api/user/password',
      { user: { current_password: DEMO_PASSWORD, password: 'another-pass-1', password_confirmation: 'another-pass-1' } },
      { token: mine.access_token },
    )
    expect(res.statusCode).toBe(200)
    expect((await refresh(mine.refresh_token)).statusCode).toBe(200)
    expect((await refresh(elsewhere.refresh_token)).statusCode).toBe(400)
  })
})
