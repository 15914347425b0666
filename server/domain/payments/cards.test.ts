import { insertUser } from '../../testing/insert-rows'
import { ENGINES } from '../../testing/test-database'
import { useTestTenantDatabase } from '../../testing/use-test-database'
import { addCardFromSetupIntent, addCardFromToken, deleteCard, listCards, setDefaultCard, startCardSetup, toWireCard } from './cards'
import { createOfflinePaymentMethod } from './offline-card-form'
import { offlineProvider } from './offline-provider'

const NOW = Date.UTC(2025, 4, 15, 10)

describe.each(ENGINES)('cards with the offline provider on %s', (engine) => {
  const t = useTestTenantDatabase(engine, 'payments')

  const memberOf = (userId: number, now = NOW) => ({ tenantId: t.tenantId, userId, email: 'd@example.test', now, language: 'en' as const })
  const typeCard = (userId: number, number: string, over: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) =>
    createOfflinePaymentMethod(t.db, memberOf(userId), { number, exp_month: 12, exp_year: 2030, cvc: '123', billing_name: 'Ada Lovelace', ...over })
  const addCard = async (userId: number, number: string, now = NOW) => {
    const provider = offlineProvider(t.db)
    const intent = await startCardSetup(t.db, provider, memberOf(userId, now))
    const method = await typeCard(userId, number)
    return addCardFromSetupIntent(t.db, provider, memberOf(userId, now), intent.id, method.id)
  }

  it('accepts 4242 4242 4242 4242 as Visa and keeps only brand, last4 and expiry', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    const card = await addCard(userId, '4242 4242 4242 4242')
    expect(toWireCard(card)).toEqual({
      id: card.id,
      brand: 'visa',
      country: null,
      last4: '4242',
      exp_month: 12,
      exp_year: 2030,
      code: null,
      expiration_time: '2030-12-31T23:59:59.999Z',
      set_as_default_at: new Date(NOW).toISOString(),
    })
    const stored = JSON.stringify(await t.db.selectFrom('offline_payment_methods').selectAll().where('user_id', '=', userId).execute())
    expect(stored).not.toContain('4242424242424242')
    expect(stored).not.toContain('"123"')
  })

  it('declines 4000 0000 0000 0002 with CARD_DECLINED (402)', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    await expect(typeCard(userId, '4000 0000 0000 0002')).rejects.toMatchObject({ statusCode: 402, code: 'CARD_DECLINED' })
  })

  it('refuses a bad number, an expired date and a bad CVC', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    await expect(typeCard(userId, '4242 4242 4242 4241')).rejects.toMatchObject({ statusCode: 400, field: 'offline_payment_method.number', detail: 'The card number is invalid.' })
    await expect(typeCard(userId, '4242424242424242', { exp_month: 4, exp_year: 2025 })).rejects.toMatchObject({
      statusCode: 400,
      field: 'offline_payment_method.exp_year',
      detail: 'This card has expired.',
    })
    await expect(typeCard(userId, '4242424242424242', { exp_month: 13 })).rejects.toMatchObject({ field: 'offline_payment_method.exp_month' })
    await expect(typeCard(userId, '4242424242424242', { cvc: '12' })).rejects.toMatchObject({ field: 'offline_payment_method.cvc' })
    expect(await typeCard(userId, '4242424242424242', { exp_month: 5, exp_year: 25 })).toMatchObject({ exp_year: 2025 })
  })

  it('makes the first card the main one, sorts by default date, and promotes on delete', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    const visa = await addCard(userId, '4242424242424242', NOW)
    const mastercard = await addCard(userId, '5555 5555 5555 4444', NOW + 1000)
    expect(mastercard.brand).toBe('mastercard')
    expect(mastercard.set_as_default_at).toBeNull()
    expect((await listCards(t.db, { tenantId: t.tenantId, userId })).map((c) => c.id)).toEqual([visa.id, mastercard.id])
    await setDefaultCard(t.db, { tenantId: t.tenantId, userId, now: NOW + 2000 }, mastercard.id)
    expect((await listCards(t.db, { tenantId: t.tenantId, userId })).map((c) => c.id)).toEqual([mastercard.id, visa.id])
    await deleteCard(t.db, { tenantId: t.tenantId, userId, now: NOW + 3000 }, mastercard.id)
    const left = await listCards(t.db, { tenantId: t.tenantId, userId })
    expect(left.map((c) => c.id)).toEqual([visa.id])
    expect(left[0].set_as_default_at).toBe(NOW + 3000)
  })

  it('uses a setup intent and a payment method once, and only the member’s own', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    const other = await insertUser(t.db, t.tenantId)
    const provider = offlineProvider(t.db)
    const intent = await startCardSetup(t.db, provider, memberOf(userId))
    expect(intent.clientSecret.startsWith(`${intent.id}_secret_`)).toBe(true)
    const method = await typeCard(userId, '4242424242424242')
    await expect(addCardFromSetupIntent(t.db, provider, memberOf(other), intent.id, method.id)).rejects.toMatchObject({ statusCode: 400 })
    await addCardFromSetupIntent(t.db, provider, memberOf(userId), intent.id, method.id)
    await expect(addCardFromSetupIntent(t.db, provider, memberOf(userId), intent.id, method.id)).rejects.toMatchObject({ statusCode: 400 })
    const method2 = await typeCard(userId, '4242424242424242')
    await expect(addCardFromSetupIntent(t.db, provider, memberOf(userId), intent.id, method2.id)).rejects.toMatchObject({ field: 'stripe_card.stripe_setup_intent_id' })
    // A failed try (unknown payment method) keeps the intent usable.
    const intent2 = await startCardSetup(t.db, provider, memberOf(userId))
    await expect(addCardFromSetupIntent(t.db, provider, memberOf(userId), intent2.id, 'pm_offline_unknown')).rejects.toMatchObject({
      field: 'stripe_card.stripe_payment_method_id',
    })
    expect((await addCardFromSetupIntent(t.db, provider, memberOf(userId), intent2.id, method2.id)).last4).toBe('4242')
  })

  it('adds a card from a token (POST /user/payment_cards)', async () => {
    const userId = await insertUser(t.db, t.tenantId)
    const method = await typeCard(userId, '5555555555554444')
    const card = await addCardFromToken(t.db, offlineProvider(t.db), memberOf(userId), method.id)
    expect(card).toMatchObject({ brand: 'mastercard', last4: '4444' })
  })
})
