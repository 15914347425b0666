import type { DbHandle } from '../db/connect'
import { TEST_DATABASES } from '../domain/search/testing/test-databases'
import { fixtures } from '../domain/search/testing/fixtures'
import { sha256 } from './secrets'
import { TOKEN_CACHE_MS } from './token-cache'
import { findLiveToken, issueToken, revokeToken, revokeUserTokens } from './tokens'

const now = Date.UTC(2026, 5, 1, 12, 0)

describe.each(TEST_DATABASES)('token look-up cache on $name', ({ open }) => {
  let h: DbHandle
  let tenant: number
  let member: number

  beforeAll(async () => {
    h = await open()
    const f = fixtures(h.db)
    tenant = await f.tenant('demo')
    member = await f.user(tenant)
  })
  afterAll(() => h.close())
  afterEach(() => vi.restoreAllMocks())

  const issue = async (userId: number | null = null) => (await issueToken(h.db, { tenantId: tenant, userId, clientId: 'web', now })).token
  const revokeBehindOurBack = (token: string) => h.db.updateTable('access_tokens').set({ revoked_at: now }).where('token_hash', '=', sha256(token)).execute()

  it('a token revoked through revokeToken stops working at once', async () => {
    const token = await issue()
    expect(await findLiveToken(h.db, tenant, token, now)).not.toBeNull()
    await revokeToken(h.db, tenant, token, now)
    expect(await findLiveToken(h.db, tenant, token, now)).toBeNull()
  })

  it("a member's tokens revoked through revokeUserTokens stop working at once", async () => {
    const token = await issue(member)
    expect((await findLiveToken(h.db, tenant, token, now))?.user_id).toBe(member)
    await revokeUserTokens(h.db, tenant, member, now)
    expect(await findLiveToken(h.db, tenant, token, now)).toBeNull()
  })

  it('a revocation made elsewhere is seen within TOKEN_CACHE_MS, expiry at once', async () => {
    const token = await issue()
    expect(await findLiveToken(h.db, tenant, token, now)).not.toBeNull()
    await revokeBehindOurBack(token)
    // Still served from this process's cache: that is the documented bound.
    expect(await findLiveToken(h.db, tenant, token, now)).not.toBeNull()
    const later = performance.now() + TOKEN_CACHE_MS
    vi.spyOn(performance, 'now').mockReturnValue(later)
    expect(await findLiveToken(h.db, tenant, token, now)).toBeNull()

    const other = await issue()
    expect(await findLiveToken(h.db, tenant, other, now)).not.toBeNull()
    expect(await findLiveToken(h.db, tenant, other, now + 2 * 86_400_000)).toBeNull()
  })

  it('a token of one tenant is unknown on another, cached or not', async () => {
    const token = await issue()
    expect(await findLiveToken(h.db, tenant, token, now)).not.toBeNull()
    expect(await findLiveToken(h.db, tenant + 1000, token, now)).toBeNull()
  })
})
