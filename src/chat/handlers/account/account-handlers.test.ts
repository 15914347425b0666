// @vitest-environment node
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
import { parseIntent } from '@intents/index'
import { handleSentence } from '../../dialog/dialog-manager'
import type { ParseIntent } from '../../dialog/intent-types'
import { TEST_CATALOG } from '../../dialog/testing/test-catalog'
import { ACCOUNT_HANDLERS } from './account-handlers'
import { rereadModifyTimes } from './reread-modify'

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
    ['set_reminders', { channel: 'sms', stop: true }, 'account-reminders', { channel: 'sms', stop: true, timing: null }],
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
      props: { rentalId: null, which: 'next', date: null, startDate: '2026-11-27T10:00:00-05:00', endDate: '2026-11-27T13:00:00-05:00', sentence: null, extendBy: null },
    })
    const en = run(result('modify_booking', { which: null, date: '2026-11-27', startDate: null, endDate: '2026-11-27T18:00:00-05:00' }, 'en'), env({ lang: 'en' }))
    expect(en.reply.text).toBe('Here are the new times of your booking of Friday, November 27 as I understand them: check them before you confirm.')
  })

  it('ignores slots the contract does not allow', () => {
    expect(run(result('show_booking', { which: 'tomorrow', date: '27/11' })).reply.cards[0].props).toEqual({ rentalId: null, which: null, date: null })
    expect(run(result('set_geotracking', { enabled: null })).reply.cards[0].props).toEqual({ enabled: null })
  })

  it('asks a guest to log in first', () => {
    const out = run(result('request_personal_data'), env({ session: GUEST }))
    expect(out.reply.cards.map((c) => c.kind)).toEqual(['login', 'classic-screen'])
  })

  it('shows a guest asking to delete the account the four-step guide of the help, then the login', () => {
    const out = run(result('delete_account'), env({ session: GUEST }))
    expect(out.reply.text).toBe("Voici comment se passe la suppression d'un compte, en 4 étapes. Pour supprimer le vôtre, connectez-vous ci-dessous.")
    expect(out.reply.cards).toEqual([
      { kind: 'help', props: { topic: 'delete-account' } },
      { kind: 'login', props: { reason: 'delete_account' } },
    ])
    const en = run(result('delete_account', {}, 'en'), env({ session: GUEST, lang: 'en' }))
    expect(en.reply.text).toBe('Here is how deleting an account works, in 4 steps. To delete yours, log in below.')
  })

  it('sends a guest who forgot the password to the reset link before asking a login', () => {
    const fr = run(result('change_password'), env({ session: GUEST }))
    expect(fr.reply.text).toBe(
      "Mot de passe oublié ? Demandez un lien de réinitialisation : il arrive par e-mail et permet d'en choisir un nouveau. Si vous le connaissez, connectez-vous ci-dessous pour le changer.",
    )
    expect(fr.reply.cards).toEqual([
      { kind: 'password-reset', props: {} },
      { kind: 'login', props: { reason: 'change_password' } },
    ])
    const en = run(result('change_password', {}, 'en'), env({ session: GUEST, lang: 'en' }))
    expect(en.reply.text).toMatch(/^Forgot your password\? Ask for a reset link/)
  })

  it('tells a member single sign-on created that their organisation manages the password (the card offers no form)', () => {
    const fr = run(result('change_password'), env({ session: { ...DRIVER, hasPassword: false } }))
    expect(fr.reply.text).toBe("Votre compte se connecte par l'authentification unique de votre organisation : votre mot de passe se change chez elle, pas ici.")
    expect(fr.reply.cards).toEqual([{ kind: 'account-password', props: {} }])
    const en = run(result('change_password', {}, 'en'), env({ session: { ...DRIVER, hasPassword: false }, lang: 'en' }))
    expect(en.reply.text).toBe("Your account logs in through your organisation's single sign-on: your password is changed there, not here.")
    expect(run(result('change_password')).reply.text).toBe('Changez votre mot de passe ci-dessous.')
  })

  it('payment methods without payments on the tenant keep the chat answer', () => {
    const noPayments = run(result('payment_methods', { action: 'list' }), env({ tenant: { ...DEMO_TENANT, payments: false } }))
    expect(noPayments.reply.cards.map((c) => c.kind)).toEqual(['help'])
  })
  it('"mes covoiturages" without carpooling says it is not offered, then lists the bookings instead', () => {
    const tenant = { ...DEMO_TENANT, carpooling: false }
    const fr = say('mes covoiturages', INITIAL_DIALOG_STATE, env({ tenant }))
    expect(fr.reply.text).toBe("Le covoiturage n'est pas proposé sur ce service. Voici plutôt vos réservations en cours et à venir.")
    expect(fr.reply.cards).toEqual([{ kind: 'bookings-list', props: { scope: null } }])
    const en = say('my carpools', INITIAL_DIALOG_STATE, env({ tenant, lang: 'en' }))
    expect(en.reply.text).toBe('Carpooling is not offered on this service. Here are your bookings in progress and upcoming instead.')
    expect(en.reply.cards).toEqual([{ kind: 'bookings-list', props: { scope: null } }])
    // Carpooling on: the carpools themselves.
    const on = say('mes covoiturages')
    expect(on.reply.text).toBe('Voici les covoiturages auxquels vous participez.')
    expect(on.reply.cards).toEqual([{ kind: 'bookings-list', props: { scope: 'carpoolings' } }])
  })
  it('tells a guest that carpooling is not offered, and asks to log in for the bookings, not the carpools', () => {
    const guest = say('mes covoiturages', INITIAL_DIALOG_STATE, env({ session: GUEST, tenant: { ...DEMO_TENANT, carpooling: false } }))
    expect(guest.reply.text).toBe("Le covoiturage n'est pas proposé sur ce service. Pour voir plutôt vos réservations, connectez-vous d'abord : vous pouvez le faire ici même.")
    expect(guest.reply.cards.map((c) => c.kind)).toEqual(['login', 'classic-screen'])
    expect(guest.reply.cards[1].props).toMatchObject({ path: '/account/bookings', details: [] })
  })
  it('tells a guest that payments are not offered, instead of asking to sign in for a cards screen', () => {
    const guest = run(result('payment_methods', { action: 'add' }), env({ session: GUEST, tenant: { ...DEMO_TENANT, payments: false } }))
    expect(guest.reply.text).toBe("Ce service n'est pas proposé sur cette plateforme.")
    expect(guest.reply.cards.map((c) => c.kind)).toEqual(['help'])
  })
  it('answers a reminder sentence with the card that asks before saving, in the sentence’s language', () => {
    const fr = say('arrête les rappels par SMS')
    expect(fr.reply.text).toBe('Voici vos rappels de réservation : confirmez le changement ci-dessous.')
    expect(fr.reply.cards).toEqual([{ kind: 'account-reminders', props: { channel: 'sms', stop: true, timing: null } }])
    const en = say('stop reminders', INITIAL_DIALOG_STATE, env({ lang: 'en' }))
    expect(en.reply.text).toBe('Here are your booking reminders: confirm the change below.')
    expect(en.reply.cards).toEqual([{ kind: 'account-reminders', props: { channel: 'none', stop: false, timing: null } }])
    const end = say('ne me rappelle pas la fin')
    expect(end.reply.text).toBe('Voici vos rappels de réservation : confirmez le changement ci-dessous.')
    expect(end.reply.cards).toEqual([{ kind: 'account-reminders', props: { channel: null, stop: true, timing: 'end' } }])
  })
  it('says geotracking is not offered when the tenant has no privacy/geotracking, as a guest or a driver', () => {
    const tenant = { ...DEMO_TENANT, privacyUsage: false }
    for (const session of [GUEST, DRIVER]) {
      const fr = say('active la géolocalisation', INITIAL_DIALOG_STATE, env({ session, tenant }))
      expect(fr.reply.text).toBe("Ce service n'est pas proposé sur cette plateforme.")
      expect(fr.reply.cards.map((c) => c.kind)).toEqual(['help'])
      const en = say('turn on tracking', INITIAL_DIALOG_STATE, env({ session, tenant, lang: 'en' }))
      expect(en.reply.text).toBe('This service is not offered on this platform.')
      expect(en.reply.cards.map((c) => c.kind)).toEqual(['help'])
    }
    // On, the driver still gets the geotracking card.
    expect(say('active la géolocalisation').reply.cards.map((c) => c.kind)).toEqual(['bookings-geotracking'])
  })
  it('says at once that carpooling is not offered, as a guest or a driver, without asking where first', () => {
    const tenant = { ...DEMO_TENANT, carpooling: false }
    for (const session of [GUEST, DRIVER]) {
      const fr = say('Je veux covoiturer', INITIAL_DIALOG_STATE, env({ session, tenant }))
      expect(fr.reply.text).toBe("Ce service n'est pas proposé sur cette plateforme.")
      expect(fr.reply.cards.map((c) => c.kind)).toEqual(['help'])
      const en = say('I want to join a carpool', INITIAL_DIALOG_STATE, env({ session, tenant, lang: 'en' }))
      expect(en.reply.text).toBe('This service is not offered on this platform.')
    }
  })
})

// The real engine, at 14:03 on Wednesday 25 November 2026 in Montreal (the test env's clock).
const engine = { parse: parseIntent as unknown as ParseIntent, catalog: TEST_CATALOG }
const say = (text: string, state = INITIAL_DIALOG_STATE, e = env()) => handleSentence(text, state, e, engine, registry)
const at = (iso: string) => Date.parse(iso)

describe('modify_booking: the new times are applied to the booking the card finds', () => {
  it('gives the card the sentence, and says no time of its own before the booking is known', () => {
    const fr = say('décale ma réservation à 15h')
    expect(fr.reply.cards[0].props).toMatchObject({ startDate: '2026-11-25T15:00:00-05:00', sentence: { text: 'décale ma réservation à 15h', now: '2026-11-25T19:03:00.000Z' } })
    expect(fr.reply.text).toBe('Voici les nouveaux horaires de votre réservation tels que je les comprends : vérifiez-les avant de confirmer.')
    const en = say('move my booking from 3pm to 6pm', INITIAL_DIALOG_STATE, env({ lang: 'en' }))
    expect(en.reply.text).not.toMatch(/Wednesday|today/i)
  })

  // A booking on Friday 27 November, 10:00 to 12:00.
  const friday = { start: at('2026-11-27T10:00:00-05:00') }
  const reread = (text: string, target: { which: 'next' | null; date: string | null } = { which: null, date: null }) =>
    rereadModifyTimes(engine, { text, now: '2026-11-25T14:03:00-05:00' }, target, friday)

  it.each([
    ['décale ma réservation à 15h', '2026-11-27T15:00:00-05:00'],
    ['modify my booking to 3pm', '2026-11-27T15:00:00-05:00'],
    ['décale ma réservation de vendredi à 15h', '2026-11-27T15:00:00-05:00'],
    ['ma réservation de vendredi, plutôt à 15h', '2026-11-27T15:00:00-05:00'],
    ['move my friday booking to 8am', '2026-11-27T08:00:00-05:00'],
  ])('"%s": a time without a day is on the booking\'s day, the end left to the card (its length kept)', (text, start) => {
    expect(reread(text)).toEqual({ start: at(start), end: null })
  })

  it.each([
    ['décale ma réservation à demain 15h', '2026-11-26T15:00:00-05:00'],
    ['move my booking to saturday 10am', '2026-11-28T10:00:00-05:00'],
    ['décale ma réservation à samedi', '2026-11-28T10:00:00-05:00'],
    ['décale ma réservation du 27 au 28', '2026-11-28T10:00:00-05:00'],
  ])('"%s": a day said keeps that day (a day alone keeps the booking\'s time)', (text, start) => {
    expect(reread(text, { which: null, date: '2026-11-27' })).toEqual({ start: at(start), end: null })
  })

  it.each([
    ['modifie ma réservation pour finir à 14h', null, '2026-11-27T14:00:00-05:00'],
    ['change my booking to end at 2pm', null, '2026-11-27T14:00:00-05:00'],
    ['décale ma réservation de 15h à 18h', '2026-11-27T15:00:00-05:00', '2026-11-27T18:00:00-05:00'],
    ['move my booking to 3pm for 3 hours', '2026-11-27T15:00:00-05:00', '2026-11-27T18:00:00-05:00'],
  ])('"%s": an end is read against the booking\'s start', (text, start, end) => {
    expect(reread(text)).toEqual({ start: start === null ? friday.start : at(start), end: at(end) })
  })

  it('a sentence that is not a modification gives nothing to apply', () => {
    expect(reread('mes réservations')).toBeNull()
  })

  it("a new modify sentence naming its own booking does not inherit the previous one's times", () => {
    const first = say('modify my booking to 3pm', INITIAL_DIALOG_STATE, env({ lang: 'en' }))
    const second = say('change my booking of tomorrow to end at 2pm', first.state, env({ lang: 'en' }))
    expect(second.reply.cards[0].props).toMatchObject({ which: null, date: '2026-11-26', startDate: null, endDate: '2026-11-26T14:00:00-05:00' })
    const fr = say('décale ma prochaine réservation à 15h')
    expect(say('modifie ma réservation de vendredi pour finir à 14h', fr.state).reply.cards[0].props).toMatchObject({ which: null, date: '2026-11-27', startDate: null })
  })

  it('one naming no booking still continues the previous one (its booking kept)', () => {
    const first = say('décale ma réservation de vendredi à 15h')
    const next = say('plutôt 16h', first.state)
    expect(next.intent).toBe('modify_booking')
    expect(next.reply.cards[0].props).toMatchObject({ date: '2026-11-27', sentence: { text: 'plutôt 16h' } })
    expect(reread('plutôt 16h', { which: null, date: '2026-11-27' })).toEqual({ start: at('2026-11-27T16:00:00-05:00'), end: null })
  })
})

describe('asking where the car is', () => {
  it.each([
    ['où est ma voiture', 'fr', 'Voici votre location en cours.'],
    ['ma voiture, elle est où ?', 'fr', 'Voici votre location en cours.'],
    ["la voiture que j'ai réservée, elle est où ?", 'fr', 'Voici votre location en cours.'],
    ["where's the car I booked", 'en', 'Here is your rental in progress.'],
  ] as const)('"%s" shows the booking in progress, even during a search', (sentence, lang, text) => {
    const searching = say('une voiture demain à 9h à la gare centrale').state
    for (const state of [INITIAL_DIALOG_STATE, searching]) {
      const out = say(sentence, state, env({ lang }))
      expect(out.reply.text).toBe(text)
      expect(out.reply.cards).toEqual([{ kind: 'booking-detail', props: { rentalId: null, which: 'current', date: null } }])
    }
  })
})
