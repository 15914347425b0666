import { insertUser } from '../../testing/insert-rows'
import { ENGINES } from '../../testing/test-database'
import { useTestTenantDatabase } from '../../testing/use-test-database'
import { createDbLimiter } from '../../limits/db-limiter'
import { confirmSmsCode, sendSmsCode, type SendSmsCodeInput } from './sms-codes'

const NOW = Date.UTC(2025, 0, 15, 10)

describe.each(ENGINES)('SMS codes on %s', (engine) => {
  const t = useTestTenantDatabase(engine, 'sms')
  // The SMS written to the outbox since the test began (kept there: no gateway in these tests).
  let firstId = 0
  beforeEach(async () => {
    const last = await t.db.selectFrom('outbox').select('id').orderBy('id', 'desc').executeTakeFirst()
    firstId = (last?.id ?? 0) + 1
  })
  const sent = () => t.db.selectFrom('outbox').select(['recipient as to', 'body as text', 'status']).where('channel', '=', 'sms').where('id', '>=', firstId).orderBy('id').execute()
  /** A queue that must not be reached: with no gateway, the SMS stays in the outbox. */
  const noQueue = { transactional: false, send: async () => expect.unreachable('no delivery job without a gateway') }

  const send = (userId: number, over: Partial<SendSmsCodeInput> = {}) =>
    sendSmsCode(t.db, {
      limiter: createDbLimiter(t.db, () => over.now ?? NOW),
      limits: { per_number_daily: 50, per_member_daily: 50, per_tenant_daily: 500 },
      tenantId: t.tenantId,
      userId,
      cellPhone: '514 555 1234',
      country: 'CA',
      purpose: 'registration',
      language: 'fr',
      tenantName: 'Démo',
      now: NOW,
      outbox: { jobs: noQueue, smtpConfigured: false, gatewayConfigured: false, clock: () => over.now ?? NOW },
      ...over,
    })
  const lastCode = async () => {
    const all = await sent()
    return /(\d{6})/.exec(all[all.length - 1].text)![1]
  }
  const wrong = (code: string) => (code === '000000' ? '000001' : '000000')
  const user = (id: number) => t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it('sends a 6-digit code in the driver language to the normalised number and confirms it', async () => {
    const userId = await insertUser(t.db, t.tenantId, { workflow_next_step: 'driver_on_sms_form' })
    const { cellPhone, expiresAt } = await send(userId)
    expect(cellPhone).toBe('+15145551234')
    expect(expiresAt).toBe(NOW + 10 * 60_000)
    expect(await sent()).toHaveLength(1)
    expect((await sent())[0].to).toBe('+15145551234')
    expect((await sent())[0].text).toMatch(/^Votre code de vérification Démo : \d{6}\./)
    const stored = await t.db.selectFrom('sms_codes').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow()
    expect(stored.code_hash).not.toContain(await lastCode())

    const result = await confirmSmsCode(t.db, { tenantId: t.tenantId, userId, code: await lastCode(), now: NOW + 60_000 })
    expect(result).toEqual({ cellPhone: '+15145551234', purpose: 'registration' })
    expect((await user(userId)).cell_phone).toBe('+15145551234')
    // A code works once.
    await expect(confirmSmsCode(t.db, { tenantId: t.tenantId, userId, code: await lastCode(), now: NOW + 61_000 })).rejects.toMatchObject({ code: 'INVALID_SMS_CODE' })
  })

  it('writes the code and its SMS in one transaction: an SMS that cannot be queued leaves no code', async () => {
    const userId = await insertUser(t.db, t.tenantId, { workflow_next_step: 'driver_on_sms_form' })
    const failingQueue = { transactional: true, send: async () => Promise.reject(new Error('queue down')) }
    await expect(send(userId, { outbox: { jobs: failingQueue, smtpConfigured: false, gatewayConfigured: true, clock: () => NOW } })).rejects.toThrow('queue down')
    expect(await t.db.selectFrom('sms_codes').select('id').where('user_id', '=', userId).execute()).toEqual([])
    expect(await sent()).toEqual([])
    await send(userId, { now: NOW + 60_000 })
    expect(await sent()).toMatchObject([{ to: '+15145551234', status: 'kept' }])
  })

  it('writes the SMS in English for an English-speaking driver', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    await send(userId, { language: 'en' })
    expect((await sent())[0].text).toMatch(/^Your Démo verification code: \d{6}\./)
  })

  it('refuses an invalid number', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    await expect(send(userId, { cellPhone: '12345' })).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_PHONE' })
    expect(await sent()).toHaveLength(0)
  })

  it('throttles a second send within a minute and allows it after', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    await send(userId)
    await expect(send(userId, { now: NOW + 59_000 })).rejects.toMatchObject({ statusCode: 429, code: 'SMS_CODE_THROTTLED' })
    const first = await lastCode()
    await send(userId, { now: NOW + 60_000, cellPhone: '+33 6 12 34 56 78' })
    expect(await sent()).toHaveLength(2)
    // The first code no longer works once a new one is sent.
    if (first !== (await lastCode())) {
      await expect(confirmSmsCode(t.db, { tenantId: t.tenantId, userId, code: first, now: NOW + 61_000 })).rejects.toMatchObject({ code: 'INVALID_SMS_CODE' })
    }
    expect((await confirmSmsCode(t.db, { tenantId: t.tenantId, userId, code: await lastCode(), now: NOW + 62_000 })).cellPhone).toBe('+33612345678')
  })

  it('rejects a wrong code, then an expired one', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    await send(userId)
    const code = await lastCode()
    await expect(confirmSmsCode(t.db, { tenantId: t.tenantId, userId, code: wrong(code), now: NOW + 1000 })).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_SMS_CODE' })
    await expect(confirmSmsCode(t.db, { tenantId: t.tenantId, userId, code, now: NOW + 10 * 60_000 })).rejects.toMatchObject({ statusCode: 400, code: 'SMS_CODE_EXPIRED' })
    expect((await user(userId)).cell_phone).toBeNull()
  })

  it('kills the code after five attempts, even for the right one', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    await send(userId)
    const code = await lastCode()
    for (let i = 0; i < 5; i += 1) {
      await expect(confirmSmsCode(t.db, { tenantId: t.tenantId, userId, code: wrong(code), now: NOW + 1000 })).rejects.toMatchObject({ code: 'INVALID_SMS_CODE' })
    }
    await expect(confirmSmsCode(t.db, { tenantId: t.tenantId, userId, code, now: NOW + 1000 })).rejects.toMatchObject({ code: 'SMS_CODE_TOO_MANY_ATTEMPTS' })
  })

  it('keeps parallel guesses within the attempt limit', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    await send(userId)
    const code = await lastCode()
    const results = await Promise.allSettled(Array.from({ length: 12 }, () => confirmSmsCode(t.db, { tenantId: t.tenantId, userId, code: wrong(code), now: NOW + 1000 })))
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'ok'))
    expect(codes.filter((c) => c === 'INVALID_SMS_CODE')).toHaveLength(5)
    const row = await t.db.selectFrom('sms_codes').select('attempts').where('user_id', '=', userId).executeTakeFirstOrThrow()
    expect(row.attempts).toBe(5)
  })

  it('confirms a phone change through pending_cell_phone', async () => {
    const userId = await insertUser(t.db, t.tenantId, { workflow_next_step: 'driver_ok', cell_phone: '+15145550000' })
    await send(userId, { purpose: 'phone_change', cellPhone: '438 555 9876' })
    expect((await user(userId)).pending_cell_phone).toBe('+14385559876')
    expect((await user(userId)).cell_phone).toBe('+15145550000')
    const result = await confirmSmsCode(t.db, { tenantId: t.tenantId, userId, code: await lastCode(), now: NOW + 1000 })
    expect(result.purpose).toBe('phone_change')
    const after = await user(userId)
    expect(after.cell_phone).toBe('+14385559876')
    expect(after.pending_cell_phone).toBeNull()
  })

  it('never lets one user confirm with another user code', async () => {
    const alice = await insertUser(t.db, t.tenantId)
    const bob = await insertUser(t.db, t.tenantId)
    await send(alice)
    await expect(confirmSmsCode(t.db, { tenantId: t.tenantId, userId: bob, code: await lastCode(), now: NOW + 1000 })).rejects.toMatchObject({ code: 'INVALID_SMS_CODE' })
  })
})
