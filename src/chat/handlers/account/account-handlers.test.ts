import { beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '@/i18n'
import '@/chat/i18n'
import '@cards/bookings-shared/i18n'
import { respond } from '../../dialog/dialog-manager'
import { registerDefaultHandlers } from '../../dialog/handlers'
import type { IntentName, IntentResult, Lang, Slots } from '../../dialog/intent-types'
import { IntentRegistry } from '../../dialog/registry'
import { DEMO_TENANT, DRIVER, GUEST, testEnv } from '../../dialog/testing/test-env'
import { INITIAL_DIALOG_STATE, type DialogEnv } from '../../dialog/types'
import { ACCOUNT_HANDLERS } from './account-handlers'

const env = (overrides: Partial<DialogEnv> = {}) =>
  testEnv({ session: DRIVER, translate: (lang: Lang, key: string, vars?: Record<string, unknown>) => i18n.getFixedT(lang, 'chat')(key, vars ?? {}), ...overrides })
const result = (intent: IntentName, slots: Slots = {}, lang: Lang = 'fr'): IntentResult => ({ lang, intent, slots, missing: [] })

let registry: IntentRegistry
beforeEach(() => {
  registry = new IntentRegistry()
  registerDefaultHandlers(registry)
  for (const h of ACCOUNT_HANDLERS) registry.register(h)
})
const run = (r: IntentResult, e = env()) => respond(r, INITIAL_DIALOG_STATE, e, registry)

describe('account and bookings intents answer with their cards', () => {
  it.each([
    ['list_bookings', { scope: 'history' }, 'bookings-list', { scope: 'history' }],
    ['show_booking', { which: 'next', date: null }, 'booking-detail', { rentalId: null, which: 'next', date: null }],
    ['cancel_booking', { which: null, date: '2026-11-27' }, 'bookings-cancel', { rentalId: null, which: null, date: '2026-11-27' }],
    ['set_geotracking', { enabled: true }, 'bookings-geotracking', { enabled: true }],
    ['payment_methods', { action: 'add' }, 'payment-methods', { action: 'add' }],
    ['account_details', {}, 'account-details', {}],
    ['change_password', {}, 'account-password', {}],
    ['delete_account', {}, 'account-delete', {}],
    ['request_personal_data', {}, 'account-data-request', {}],
  ] as const)('%s gives the %s card', (intent, slots, kind, props) => {
    const out = run(result(intent, slots))
    expect(out.reply.cards).toEqual([{ kind, props }])
  })

  it('"cancel my friday booking" names the booking by its day before anything is done', () => {
    const out = run(result('cancel_booking', { which: null, date: '2026-11-27' }))
    expect(out.reply.text).toBe("Voici votre réservation du vendredi 27 novembre : rien n'est annulé avant votre confirmation.")
  })

  it('says the new times of a modification in words, in the tenant zone', () => {
    const out = run(result('modify_booking', { which: 'next', date: null, startDate: '2026-11-27T10:00:00-05:00', endDate: '2026-11-27T13:00:00-05:00' }))
    expect(out.reply.text).toBe('Vous voulez déplacer votre prochaine réservation : vendredi 27 novembre, de 10 h à 13 h. Vérifiez avant de confirmer.')
    expect(out.reply.cards[0]).toEqual({
      kind: 'bookings-modify',
      props: { rentalId: null, which: 'next', date: null, startDate: '2026-11-27T10:00:00-05:00', endDate: '2026-11-27T13:00:00-05:00' },
    })
    const en = run(result('modify_booking', { which: null, date: '2026-11-27', startDate: null, endDate: '2026-11-27T18:00:00-05:00' }, 'en'), env({ lang: 'en' }))
    expect(en.reply.text).toBe('Here are the new times of your booking of Friday, November 27 as I understand them: check them before you confirm.')
  })

  it('ignores slots the contract does not allow', () => {
    expect(run(result('show_booking', { which: 'tomorrow', date: '27/11' })).reply.cards[0].props).toEqual({ rentalId: null, which: null, date: null })
    expect(run(result('set_geotracking', { enabled: null })).reply.cards[0].props).toEqual({ enabled: null })
  })

  it('asks a guest to log in first', () => {
    const out = run(result('delete_account'), env({ session: GUEST }))
    expect(out.reply.cards.map((c) => c.kind)).toEqual(['login', 'classic-screen'])
  })

  it('sends a guest who forgot the password to the reset link before asking a login', () => {
    const fr = run(result('change_password'), env({ session: GUEST }))
    expect(fr.reply.text).toBe("Mot de passe oublié ? Demandez un lien de réinitialisation : il arrive par e-mail et permet d'en choisir un nouveau. Si vous le connaissez, connectez-vous ci-dessous pour le changer.")
    expect(fr.reply.cards).toEqual([
      { kind: 'classic-screen', props: { intent: 'forgot_password', path: '/forgot-password', reason: 'screen', details: [] } },
      { kind: 'login', props: { reason: 'change_password' } },
    ])
    const en = run(result('change_password', {}, 'en'), env({ session: GUEST, lang: 'en' }))
    expect(en.reply.text).toMatch(/^Forgot your password\? Ask for a reset link/)
  })

  it('payment methods without payments on the tenant keep the chat answer, and carpoolings without carpooling list bookings', () => {
    const noPayments = run(result('payment_methods', { action: 'list' }), env({ tenant: { ...DEMO_TENANT, payments: false } }))
    expect(noPayments.reply.cards.map((c) => c.kind)).toEqual(['help'])
    const noCarpool = run(result('list_bookings', { scope: 'carpoolings' }), env({ tenant: { ...DEMO_TENANT, carpooling: false } }))
    expect(noCarpool.reply.cards).toEqual([{ kind: 'bookings-list', props: { scope: null } }])
  })
})
