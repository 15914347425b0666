import type { DbHandle } from '../db/connect'
import { ENGINES, openTestDatabase } from '../testing/test-database'
import { insertTenant, insertUser } from '../testing/insert-rows'
import { sha256 } from './secrets'
import { issueSingleUseToken, spendSingleUseToken, type SingleUseTokenTable } from './single-use-tokens'

const now = Date.UTC(2026, 5, 1, 12, 0)
const TABLES: SingleUseTokenTable[] = ['password_reset_tokens', 'account_unlock_tokens']

describe.each(ENGINES)('single-use tokens on %s', (engine) => {
  let h: DbHandle
  let tenantId: number
  let otherTenantId: number
  let userId: number

  beforeAll(async () => {
    h = await openTestDatabase(engine, 'single_use')
    tenantId = await insertTenant(h.db, 'demo')
    otherTenantId = await insertTenant(h.db, 'other')
    userId = await insertUser(h.db, tenantId)
  })
  afterAll(() => h.close())

  const rowOf = (table: SingleUseTokenTable, token: string) => h.db.selectFrom(table).selectAll().where('token_hash', '=', sha256(token)).executeTakeFirstOrThrow()

  it.each(TABLES)('%s: stores the hash only, with its expiry, unused', async (table) => {
    const token = await issueSingleUseToken(h.db, table, { tenantId, userId }, 7_000, now)
    expect(token).toMatch(/^[\w-]{43}$/)
    const row = await rowOf(table, token)
    expect(row).toMatchObject({ tenant_id: tenantId, user_id: userId, expires_at: now + 7_000, used_at: null, created_at: now })
    expect(Object.values(row)).not.toContain(token)
  })

  it.each(TABLES)('%s: each issue gives a new token', async (table) => {
    const a = await issueSingleUseToken(h.db, table, { tenantId, userId }, 7_000, now)
    const b = await issueSingleUseToken(h.db, table, { tenantId, userId }, 7_000, now)
    expect(a).not.toBe(b)
  })

  it.each(TABLES)('%s: spent once, within its tenant only', async (table) => {
    const { id } = await rowOf(table, await issueSingleUseToken(h.db, table, { tenantId, userId }, 7_000, now))
    expect(await spendSingleUseToken(h.db, table, otherTenantId, id, now + 1)).toBe(false)
    const spends = await Promise.all([spendSingleUseToken(h.db, table, tenantId, id, now + 1), spendSingleUseToken(h.db, table, tenantId, id, now + 1)])
    expect(spends.filter(Boolean)).toHaveLength(1)
    expect(await spendSingleUseToken(h.db, table, tenantId, id, now + 2)).toBe(false)
    expect((await h.db.selectFrom(table).select('used_at').where('id', '=', id).executeTakeFirstOrThrow()).used_at).toBe(now + 1)
  })
})
