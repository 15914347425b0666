// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { askAgain, respond } from './dialog-manager'
import { registerDefaultHandlers } from './handlers'
import type { IntentName, IntentResult, Slots } from './intent-types'
import { IntentRegistry } from './registry'
import { DRIVER, GUEST, DEMO_TENANT, testEnv } from './testing/test-env'
import { INITIAL_DIALOG_STATE, type DialogState } from './types'

const SEARCH_SLOTS: Slots = {
  startStation: null,
  endStation: null,
  address: null,
  destination: null,
  startDate: null,
  endDate: null,
  categories: [],
  options: [],
  gearsType: null,
  seatsCount: null,
  rentalLabel: null,
  estimatedDistance: null,
  discountCode: null,
  carpooling: false,
}

function result(intent: IntentName, slots: Slots = {}, missing: string[] = [], lang: 'fr' | 'en' = 'fr'): IntentResult {
  return { lang, intent, slots, missing }
}

let registry: IntentRegistry
beforeEach(() => {
  registry = new IntentRegistry()
  registerDefaultHandlers(registry)
})
const run = (r: IntentResult, state: DialogState, env: ReturnType<typeof testEnv>) => respond(r, state, env, registry)

const kinds = (o: { reply: { cards: { kind: string }[] } }) => o.reply.cards.map((c) => c.kind)
const labels = (o: { reply: { quickReplies: { label: string }[] } }) => o.reply.quickReplies.map((q) => q.label)

describe('dialog manager: intents of the chat issue', () => {
  it('greets a guest with the next steps a guest takes', () => {
    const out = run(result('greeting'), INITIAL_DIALOG_STATE, testEnv())
    expect(out.reply.text).toContain('Bonjour')
    expect(out.reply.text).toContain('Démo')
    expect(out.reply.cards).toEqual([])
    expect(labels(out)).toEqual(['Trouver un véhicule', 'Se connecter', 'Créer un compte', 'Aide'])
  })

  it('greets a member by first name and offers their bookings', () => {
    const out = run(result('greeting'), INITIAL_DIALOG_STATE, testEnv({ session: DRIVER, lang: 'en' }))
    expect(out.reply.text).toBe('Hello Camille! I can find you a vehicle and manage your bookings and account. What would you like to do?')
    expect(labels(out)).toEqual(['Find a vehicle', 'My bookings', 'Help'])
  })

  it('tells a member whose card refused a charge what to do, after the hello, in both languages', () => {
    const refusedCharge = {
      amount: { value_cents: 4250, iso_code: 'CAD' },
      rental: { id: 12, status: 'closed' as const, start_date: '2026-11-23T14:00:00Z', end_date: '2026-11-23T17:00:00Z', vehicle_name: null, station_name: null },
    }
    const en = run(result('greeting', {}, [], 'en'), INITIAL_DIALOG_STATE, testEnv({ session: DRIVER, lang: 'en', refusedCharge }))
    expect(en.reply.text).toMatch(/^Hello Camille! .* The payment of \$42\.50 for your rental #12 was declined by your card: add a valid card in My account › Payment methods/)
    const fr = run(result('greeting'), INITIAL_DIALOG_STATE, testEnv({ session: DRIVER, refusedCharge: { ...refusedCharge, rental: null } }))
    expect(fr.reply.text).toMatch(/^Bonjour Camille ! .* Le paiement d'une facture de 42,50\s\$ a été refusé par votre carte/)
    expect(run(result('greeting'), INITIAL_DIALOG_STATE, testEnv({ session: DRIVER })).reply.text).not.toContain('refusé')
  })

  it('warns a member whose licence expires within 30 days, after the hello, in both languages; not earlier', () => {
    // Today is 2026-11-25 in Montréal.
    const fr = run(result('greeting'), INITIAL_DIALOG_STATE, testEnv({ session: DRIVER, licenceExpiresOn: '2026-12-25' }))
    expect(fr.reply.text).toMatch(/^Bonjour Camille ! .* Votre permis de conduire expire le 25 décembre 2026\. /)
    const en = run(result('greeting', {}, [], 'en'), INITIAL_DIALOG_STATE, testEnv({ session: DRIVER, lang: 'en', licenceExpiresOn: '2026-11-20' }))
    expect(en.reply.text).toMatch(/^Hello Camille! .* Your driving licence expired on November 20, 2026: replace it in My documents/)
    expect(run(result('greeting'), INITIAL_DIALOG_STATE, testEnv({ session: DRIVER, licenceExpiresOn: '2026-12-26' })).reply.text).not.toContain('permis')
  })

  it('hides signup when the tenant has no self-service registration', () => {
    const env = testEnv({ tenant: { ...DEMO_TENANT, autoRegister: false } })
    expect(labels(run(result('greeting'), INITIAL_DIALOG_STATE, env))).not.toContain('Créer un compte')
  })

  it.each([
    ['faq', 'Voici les questions fréquentes.'],
    ['contact', 'Voici comment nous contacter.'],
    ['terms', "Voici les conditions générales d'utilisation en vigueur."],
    ['privacy', 'Voici notre politique de confidentialité.'],
  ])('help on %s answers with a help card of that topic', (topic, text) => {
    const out = run(result('help', { topic }), INITIAL_DIALOG_STATE, testEnv())
    expect(out.reply.text).toBe(text)
    expect(out.reply.cards).toEqual([{ kind: 'help', props: { topic } }])
    expect(out.reply.quickReplies).toHaveLength(3)
  })

  it('help without a topic shows the topics and example sentences', () => {
    const out = run(result('help', { topic: null }), INITIAL_DIALOG_STATE, testEnv())
    expect(kinds(out)).toEqual(['help', 'examples'])
    expect(out.reply.cards[1].props.examples).toContain('Créer un compte')
  })

  it('offers no example sentence of a feature the tenant switched off (signup, payment cards)', () => {
    const closed = { ...DEMO_TENANT, autoRegister: false, payments: false }
    const examplesOf = (env: ReturnType<typeof testEnv>, intent: IntentName) =>
      run(result(intent, intent === 'help' ? { topic: null } : {}), INITIAL_DIALOG_STATE, env).reply.cards.at(-1)?.props.examples
    for (const intent of ['help', 'unknown'] as const) {
      expect(examplesOf(testEnv({ tenant: closed }), intent)).not.toContain('Créer un compte')
      expect(examplesOf(testEnv({ tenant: closed, session: DRIVER }), intent)).not.toContain('Mes cartes bancaires')
      expect(examplesOf(testEnv({ tenant: closed, session: DRIVER, lang: 'en' }), intent)).not.toContain('My payment cards')
      expect(examplesOf(testEnv({ session: DRIVER }), intent)).toContain('Mes cartes bancaires')
    }
  })

  it('switches to English: answer in English, a language card, and the action that switches', () => {
    const out = run(result('set_language', { lang: 'en' }, [], 'en'), INITIAL_DIALOG_STATE, testEnv())
    expect(out.reply.text).toBe("Got it, I'll continue in English.")
    expect(out.reply.cards).toEqual([{ kind: 'language', props: { lang: 'en', available: true } }])
    expect(out.actions).toEqual([{ type: 'set_language', lang: 'en' }])
    expect(labels(out)).toContain('Log in')
    expect(labels(out)).toContain('Français')
  })

  it('does not switch when the tenant speaks one language', () => {
    const env = testEnv({ tenant: { ...DEMO_TENANT, multilanguage: false } })
    const out = run(result('set_language', { lang: 'en' }, [], 'en'), INITIAL_DIALOG_STATE, env)
    expect(out.actions).toEqual([])
    expect(out.reply.text).toBe('This platform is only available in French.')
    expect(out.reply.cards[0]).toEqual({ kind: 'language', props: { lang: 'fr', available: false } })
  })

  it('asks a guest to log in with a login card, and tells a member they already are', () => {
    expect(kinds(run(result('login'), INITIAL_DIALOG_STATE, testEnv()))).toEqual(['login'])
    const member = run(result('login'), INITIAL_DIALOG_STATE, testEnv({ session: DRIVER }))
    expect(member.reply.cards).toEqual([])
    expect(member.reply.text).toBe('Vous êtes déjà connecté, Camille.')
  })

  it('confirms a logout in a card, and tells a guest there is nothing to do', () => {
    expect(kinds(run(result('logout'), INITIAL_DIALOG_STATE, testEnv({ session: DRIVER })))).toEqual(['logout'])
    expect(run(result('logout'), INITIAL_DIALOG_STATE, testEnv()).reply.text).toBe("Vous n'êtes pas connecté.")
  })

  it.each([
    ['signup', GUEST, ['signup-start'], { mode: 'start' }],
    ['continue_registration', GUEST, ['login'], { reason: 'continue_registration' }],
    ['continue_registration', { ...DRIVER, step: 'driver_on_sms_form' }, ['signup-start'], { mode: 'resume' }],
    ['signup', { ...DRIVER, step: 'driver_waiting_for_validation' }, ['signup-start'], { mode: 'resume' }],
    ['signup', { ...DRIVER, step: 'driver_blocked' }, ['help', 'classic-screen'], { topic: 'contact' }],
    ['signup', DRIVER, [], undefined],
  ] as const)('%s for %o', (intent, session, expectedKinds, props) => {
    const out = run(result(intent), INITIAL_DIALOG_STATE, testEnv({ session }))
    expect(kinds(out)).toEqual(expectedKinds)
    if (props) expect(out.reply.cards[0].props).toEqual(props)
  })

  it('says registration is closed when the tenant has none', () => {
    const env = testEnv({ tenant: { ...DEMO_TENANT, registration: false } })
    const out = run(result('signup'), INITIAL_DIALOG_STATE, env)
    expect(out.reply.text).toContain("n'est pas ouverte")
    expect(kinds(out)).toEqual(['help'])
  })

  it('answers what it does not understand with examples in the user language, keeping the context', () => {
    const state: DialogState = { context: { intent: 'help', slots: { topic: 'faq' } }, pending: null }
    const out = run(result('unknown', {}, [], 'en'), state, testEnv({ lang: 'en' }))
    expect(out.reply.text).toBe("I didn't understand your request. Here are examples of what I can do:")
    expect(out.reply.cards[0].kind).toBe('examples')
    expect(out.reply.cards[0].props.examples).toContain('Sign up')
    expect(out.state.context).toEqual(state.context)
  })

  it("gives a search example with one of the tenant's own stations, and none on an address tenant", () => {
    const stationTenant = run(result('unknown'), INITIAL_DIALOG_STATE, testEnv())
    expect(stationTenant.reply.cards[0].props.examples).toContain('Une voiture demain 9 h à Gare Centrale pour 3 h')
    const addressTenant = run(result('unknown'), INITIAL_DIALOG_STATE, testEnv({ tenant: { ...DEMO_TENANT, searchEngine: 'address' } }))
    expect(addressTenant.reply.cards[0].props.examples).toContain('Une voiture demain 9 h pour 3 h')
    expect(JSON.stringify(addressTenant.reply.cards[0].props)).not.toContain('Gare Centrale')
  })
})

describe('dialog manager: every other intent leads somewhere', () => {
  it.each([
    ['list_bookings', { scope: 'history' }, '/account/bookings-history'],
    ['list_bookings', { scope: 'carpoolings' }, '/account/carpoolings'],
    ['show_booking', { which: 'next', date: null }, '/account/bookings'],
    ['cancel_booking', { which: null, date: '2026-11-27' }, '/account/bookings'],
    ['payment_methods', { action: 'add' }, '/account/payment-method'],
    ['account_details', {}, '/account/details'],
    ['change_password', {}, '/account/details'],
    ['delete_account', {}, '/account/details'],
    ['request_personal_data', {}, '/account/privacy'],
    ['set_geotracking', { enabled: true }, '/account/bookings'],
  ] as const)('%s %o opens %s for a member', (intent, slots, path) => {
    const out = run(result(intent, slots), INITIAL_DIALOG_STATE, testEnv({ session: DRIVER }))
    expect(out.reply.cards).toHaveLength(1)
    expect(out.reply.cards[0]).toMatchObject({ kind: 'classic-screen', props: { intent, path, reason: 'screen' } })
  })

  it('says the understood date in words', () => {
    const out = run(result('cancel_booking', { which: null, date: '2026-11-27' }), INITIAL_DIALOG_STATE, testEnv({ session: DRIVER }))
    expect(out.reply.cards[0].props.details).toEqual([{ label: 'Date', value: 'vendredi 27 novembre' }])
  })

  it('asks a guest to log in first for member-only requests, with the login card and the classic link', () => {
    const out = run(result('list_bookings', { scope: null }), INITIAL_DIALOG_STATE, testEnv())
    expect(out.reply.text).toBe("Pour voir vos réservations, connectez-vous d'abord. Vous pouvez le faire ici même.")
    expect(kinds(out)).toEqual(['login', 'classic-screen'])
    expect(out.reply.cards[0].props).toEqual({ reason: 'list_bookings' })
  })

  it('says when the tenant does not offer the service', () => {
    const env = testEnv({ session: DRIVER, tenant: { ...DEMO_TENANT, payments: false } })
    const out = run(result('payment_methods', { action: null }), INITIAL_DIALOG_STATE, env)
    expect(out.reply.text).toBe("Ce service n'est pas proposé sur cette plateforme.")
  })

  it('a capability handler replaces the default, registered before or after it', () => {
    const own = new IntentRegistry()
    own.register({ intent: 'list_bookings', handle: () => ({ reply: { text: 'mine', cards: [], quickReplies: [] } }) })
    registerDefaultHandlers(own)
    expect(respond(result('list_bookings', { scope: null }), INITIAL_DIALOG_STATE, testEnv({ session: DRIVER }), own).reply.text).toBe('mine')
  })
})

describe('dialog manager: slot filling', () => {
  const start = '2026-11-26T09:00:00-05:00'

  it('asks the first missing slot with station choices, and remembers the question', () => {
    const out = run(result('search_vehicles', { ...SEARCH_SLOTS, startDate: start }, ['startStation', 'endDate']), INITIAL_DIALOG_STATE, testEnv())
    expect(out.reply.text).toBe('Départ demain, jeudi 26 novembre à 9 h. Dans quelle station voulez-vous prendre le véhicule ?')
    expect(labels(out)).toEqual(['Stations près de moi', 'Gare Centrale', 'Longueuil Métro', 'Plateau Mont-Royal'])
    expect(out.reply.quickReplies[0].action).toEqual({ type: 'request_position' })
    expect(out.state.pending).toEqual({ intent: 'search_vehicles', slot: 'startStation', misses: 0 })
    expect(out.state.context).toEqual({ intent: 'search_vehicles', slots: { ...SEARCH_SLOTS, startDate: start } })
  })

  it('does not offer the stations near me once geolocation was refused', () => {
    const out = run(result('search_vehicles', { ...SEARCH_SLOTS, startDate: start }, ['startStation', 'endDate']), INITIAL_DIALOG_STATE, testEnv({ positionRefused: true }))
    expect(labels(out)).toEqual(['Gare Centrale', 'Longueuil Métro', 'Plateau Mont-Royal'])
    expect(out.reply.quickReplies.some((q) => q.action?.type === 'request_position')).toBe(false)
  })

  it('offers the nearest stations first when the position is known', () => {
    const env = testEnv({ position: { latitude: 45.508, longitude: -73.553 } })
    const out = run(result('search_vehicles', SEARCH_SLOTS, ['startStation', 'startDate', 'endDate']), INITIAL_DIALOG_STATE, env)
    expect(out.reply.quickReplies[0]).toEqual({ label: 'Vieux-Port · 0,1\u00a0km', text: 'Vieux-Port' })
    expect(out.reply.quickReplies).toHaveLength(3)
  })

  it('asks for the duration with 2 h / 4 h / day choices in the user language', () => {
    const slots = { ...SEARCH_SLOTS, startStation: '1', startDate: start }
    const fr = run(result('search_vehicles', slots, ['endDate']), INITIAL_DIALOG_STATE, testEnv())
    expect(fr.reply.quickReplies.map((q) => q.text)).toEqual(['pour 2h', 'pour 4h', 'pour la journée'])
    const en = run(result('search_vehicles', slots, ['endDate'], 'en'), INITIAL_DIALOG_STATE, testEnv({ lang: 'en' }))
    expect(en.reply.text).toBe('Starting tomorrow, Thursday, November 26 at 09:00. Until when?')
    expect(en.reply.quickReplies.map((q) => q.label)).toEqual(['2 h', '4 h', 'All day'])
  })

  it('asks again once when the answer is not understood, then offers to start over instead of a third time', () => {
    const asked = run(result('search_vehicles', SEARCH_SLOTS, ['startStation', 'startDate', 'endDate']), INITIAL_DIALOG_STATE, testEnv())
    const again = run(result('unknown'), asked.state, testEnv())
    expect(again.reply.text.startsWith("Je n'ai pas bien compris. Dans quelle station")).toBe(true)
    expect(again.state.pending?.misses).toBe(1)
    const gaveUp = run(result('unknown'), again.state, testEnv())
    expect(kinds(gaveUp)).toEqual([])
    expect(gaveUp.reply.text).not.toContain('Dans quelle station')
    expect(gaveUp.reply.quickReplies.map((q) => q.text)).toEqual(['pending.restart'])
    expect(gaveUp.state.pending).toBeNull()
  })

  it('answers with everything in words once the slots are filled', () => {
    const slots = { ...SEARCH_SLOTS, startStation: '1', startDate: start, endDate: '2026-11-26T12:00:00-05:00' }
    const out = run(result('search_vehicles', slots), { context: null, pending: { intent: 'search_vehicles', slot: 'endDate', misses: 0 } }, testEnv())
    expect(out.reply.text).toBe("Voici ce que j'ai compris : Gare Centrale, demain, jeudi 26 novembre, de 9 h à 12 h. La recherche s'ouvre dans la vue de recherche.")
    expect(out.state.pending).toBeNull()
    expect(out.reply.cards[0]).toMatchObject({ kind: 'classic-screen', props: { intent: 'search_vehicles', path: '/' } })
  })

  it('a sentence with another intent drops the pending question', () => {
    const asked = run(result('search_vehicles', SEARCH_SLOTS, ['startStation']), INITIAL_DIALOG_STATE, testEnv())
    const out = run(result('help', { topic: 'faq' }), asked.state, testEnv())
    expect(out.state.pending).toBeNull()
    expect(kinds(out)).toEqual(['help'])
  })

  it('on a private platform a guest is asked to log in before any question', () => {
    const env = testEnv({ tenant: { ...DEMO_TENANT, platform: 'private' } })
    const out = run(result('search_vehicles', SEARCH_SLOTS, ['startStation', 'startDate', 'endDate']), INITIAL_DIALOG_STATE, env)
    expect(kinds(out)).toEqual(['login', 'classic-screen'])
  })

  it('asks the pending question again once the position is known', () => {
    const asked = run(result('search_vehicles', SEARCH_SLOTS, ['startStation']), INITIAL_DIALOG_STATE, testEnv())
    const again = askAgain(asked.state, testEnv({ position: { latitude: 45.525, longitude: -73.522 } }), registry)
    expect(again?.reply.quickReplies[0].text).toBe('Longueuil Métro')
  })
})
