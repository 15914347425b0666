// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { createInstance } from 'i18next'
import frChat from '@/i18n/locales/fr/chat.json'
import enChat from '@/i18n/locales/en/chat.json'
import frSearch from '@/i18n/locales/fr/search.json'
import enSearch from '@/i18n/locales/en/search.json'
import frErrors from '@/i18n/locales/fr/errors.json'
import enErrors from '@/i18n/locales/en/errors.json'
import { useTenantStore } from '@/core/tenant'
import { tenantFixture } from '@cards/testing/fixtures'
import { parseIntent } from '@intents/index'
import { handleSentence, respond } from '../../dialog/dialog-manager'
import { registerDefaultHandlers } from '../../dialog/handlers'
import type { Catalog, Lang, ParseIntent } from '../../dialog/intent-types'
import { IntentRegistry } from '../../dialog/registry'
import { TEST_CATALOG } from '../../dialog/testing/test-catalog'
import { DEMO_TENANT, DRIVER, testEnv } from '../../dialog/testing/test-env'
import { INITIAL_DIALOG_STATE, type DialogOutcome, type DialogState } from '../../dialog/types'
import { joinCarpoolHandler, searchVehiclesHandler } from './search-handlers'

// The answers' namespaces as the app has them (chat, search, and the error catalogue's wording).
const i18n = createInstance()
void i18n.init({
  lng: 'fr',
  resources: { fr: { chat: frChat, search: frSearch, errors: frErrors }, en: { chat: enChat, search: enSearch, errors: enErrors } },
  defaultNS: 'chat',
  interpolation: { escapeValue: false },
  initAsync: false,
})

// Thursday 26 November 2026, 14:03 in Montréal: "hier" / "yesterday" is Wednesday the 25th.
const NOW = new Date('2026-11-26T14:03:00-05:00')
const catalog: Catalog = { ...TEST_CATALOG, stations: [...TEST_CATALOG.stations, { id: '5', name: 'Atwater', address: '1 Av. Atwater, Montréal' }] }
const env = (lang: Lang, tenant = DEMO_TENANT) =>
  testEnv({
    lang,
    tenant,
    now: NOW,
    session: DRIVER,
    stations: [...testEnv().stations, { id: 5, name: 'Atwater', latitude: 45.4897, longitude: -73.5863 }],
    translate: (l, key, vars) => i18n.getFixedT(l, 'chat')(key, vars ?? {}),
    translateList: (l, key) => {
      const value: unknown = i18n.getFixedT(l, 'chat')(key, { returnObjects: true })
      return Array.isArray(value) ? value.map(String) : []
    },
  })

let registry: IntentRegistry
beforeEach(() => {
  useTenantStore.getState().setTenant(tenantFixture())
  registry = new IntentRegistry()
  registerDefaultHandlers(registry)
  registry.register(searchVehiclesHandler)
  registry.register(joinCarpoolHandler)
})

/** Sentences typed one after the other, each read by the real engine with the previous turn as context. */
function converse(lang: Lang, ...sentences: string[]): DialogOutcome[] {
  return converseOn(DEMO_TENANT, lang, ...sentences)
}

function converseOn(tenant: typeof DEMO_TENANT, lang: Lang, ...sentences: string[]): DialogOutcome[] {
  let state: DialogState = INITIAL_DIALOG_STATE
  return sentences.map((text) => {
    const out = handleSentence(text, state, env(lang, tenant), { parse: parseIntent as ParseIntent, catalog }, registry)
    state = out.state
    return out
  })
}
const kinds = (o: DialogOutcome) => o.reply.cards.map((c) => c.kind)
const labels = (o: DialogOutcome) => o.reply.quickReplies.map((q) => q.label)

describe('a search that starts in the past', () => {
  it('"une voiture hier à 9h à la Gare Centrale" says the start is past and asks for another, in French', () => {
    const [out] = converse('fr', 'une voiture hier à 9h à la Gare Centrale')
    expect(out.reply.text).toBe(
      "Les dates de location ne peuvent pas être dans le passé : mercredi 25 novembre à 9 h, c’est déjà passé. Quand voulez-vous partir ? Au plus tôt aujourd'hui, jeudi 26 novembre à 14 h 15.",
    )
    expect(kinds(out)).toEqual([])
    expect(labels(out)).toEqual(['Maintenant', 'Dans 1 h', 'Demain 9 h', 'Ce soir'])
    // The station stays; the past start (and any end tied to it) is dropped, and the start is asked.
    expect(out.state.context?.slots).toMatchObject({ startStation: '1', startDate: null, endDate: null })
    expect(out.state.pending).toEqual({ intent: 'search_vehicles', slot: 'startDate', misses: 0 })
  })

  it('"a car yesterday at Atwater" says so in English, not "until when?"', () => {
    const [out] = converse('en', 'a car yesterday at Atwater')
    expect(out.reply.text).toBe(
      'Rental dates cannot be in the past: Wednesday, November 25 at 09:00 has already passed. When do you want to leave? The earliest is today, Thursday, November 26 at 14:15.',
    )
    expect(out.reply.text).not.toContain('Until when?')
  })

  it("offers as the earliest start the first quarter hour the tenant's lead time allows", () => {
    // One hour and a half of minimum_time_before_start at 14:03: 15:33, so 15:45.
    const [out] = converseOn({ ...DEMO_TENANT, minimumTimeBeforeStart: 5400 }, 'fr', 'une voiture hier à 9h à la Gare Centrale')
    expect(out.reply.text).toContain("Au plus tôt aujourd'hui, jeudi 26 novembre à 15 h 45.")
  })

  it("moves the new start said after the refusal to the earliest the tenant's lead time allows, and says so", () => {
    // 14:03 with 1 h 30 of lead time: "maintenant" (14:15) would come back as SEARCH_START_TIME_TOO_SOON.
    const leadTime = { ...DEMO_TENANT, minimumTimeBeforeStart: 5400 }
    const [, now, end] = converseOn(leadTime, 'fr', 'une voiture hier à 9h à la Gare Centrale', 'maintenant', 'pour 2 heures')
    expect(now.reply.text).toBe(
      "Cet opérateur demande un délai avant le départ : je le fixe au plus tôt, aujourd'hui, jeudi 26 novembre à 15 h 45. Départ aujourd'hui, jeudi 26 novembre à 15 h 45. Jusqu'à quand ?",
    )
    expect(now.state.context?.slots).toMatchObject({ startStation: '1', startDate: '2026-11-26T15:45:00-05:00' })
    expect(end.reply.cards[0].props).toMatchObject({
      criteria: { startStation: 1, startDate: Date.parse('2026-11-26T15:45:00-05:00'), endDate: Date.parse('2026-11-26T17:45:00-05:00') },
    })
  })

  it('keeps the length said with the past start from the moved start, in English', () => {
    const leadTime = { ...DEMO_TENANT, minimumTimeBeforeStart: 5400 }
    const [, now] = converseOn(leadTime, 'en', 'a car yesterday 9am for 3 hours at Atwater', 'now')
    expect(now.reply.text).toMatch(/^This operator needs notice before a start: I have set it to the earliest possible, today, Thursday, November 26 at 15:45\. /)
    expect(kinds(now)).toEqual(['search-results'])
    expect(now.reply.cards[0].props).toMatchObject({
      criteria: { startStation: 5, startDate: Date.parse('2026-11-26T15:45:00-05:00'), endDate: Date.parse('2026-11-26T18:45:00-05:00') },
    })
  })

  it('leaves a new start the lead time allows as said', () => {
    const leadTime = { ...DEMO_TENANT, minimumTimeBeforeStart: 5400 }
    const [, tomorrow] = converseOn(leadTime, 'fr', 'voiture hier 9h pour 3h à la Gare Centrale', 'demain 9h')
    expect(tomorrow.reply.text).not.toContain('délai')
    expect(tomorrow.reply.cards[0].props).toMatchObject({ criteria: { startDate: Date.parse('2026-11-27T09:00:00-05:00') } })
  })

  it('"until tomorrow" after a past start is no period from yesterday to tomorrow', () => {
    const [, out] = converse('en', 'a car yesterday at Atwater', 'until tomorrow')
    expect(kinds(out)).toEqual([])
    expect(out.reply.text).toBe('When do you want to leave?')
    expect(out.state.context?.slots).toMatchObject({ startStation: '5', startDate: null, endDate: '2026-11-27T18:00:00-05:00' })
  })

  it('keeps the station and the options when the new start comes, then searches', () => {
    const [, now, end] = converse('fr', 'une voiture avec GPS hier à 9h à la Gare Centrale', 'maintenant', 'pour 2 heures')
    expect(now.reply.text).toBe("Départ aujourd'hui, jeudi 26 novembre à 14 h 15. Jusqu'à quand ?")
    expect(now.state.context?.slots).toMatchObject({ startStation: '1', options: ['gps'], startDate: '2026-11-26T14:15:00-05:00' })
    expect(kinds(end)).toEqual(['search-results'])
    expect(end.reply.cards[0].props).toMatchObject({
      criteria: { startStation: 1, options: ['gps'], startDate: Date.parse('2026-11-26T14:15:00-05:00'), endDate: Date.parse('2026-11-26T16:15:00-05:00') },
    })
  })

  it('keeps the length said with the past start: the new start gets the same length, no "until when?"', () => {
    // 14:03: "hier 9h pour 3h" is yesterday 09:00 to 12:00; "maintenant" is 14:15, so 14:15 to 17:15.
    const [refused, now] = converse('fr', 'voiture hier 9h pour 3h à la Gare Centrale', 'maintenant')
    expect(refused.reply.text).toMatch(/^Les dates de location ne peuvent pas être dans le passé : mercredi 25 novembre à 9 h/)
    expect(now.reply.text).not.toContain("Jusqu'à quand ?")
    expect(kinds(now)).toEqual(['search-results'])
    expect(now.reply.cards[0].props).toMatchObject({
      criteria: { startStation: 1, startDate: Date.parse('2026-11-26T14:15:00-05:00'), endDate: Date.parse('2026-11-26T17:15:00-05:00') },
    })
  })

  it('"aujourd\'hui 9h pour 3h" said after 9h is no refusal: the engine starts it now and keeps the 3 hours', () => {
    const [out] = converse('fr', "voiture aujourd'hui 9h pour 3h à la Gare Centrale")
    expect(out.reply.cards[0].props).toMatchObject({
      criteria: { startDate: Date.parse('2026-11-26T14:15:00-05:00'), endDate: Date.parse('2026-11-26T17:15:00-05:00') },
    })
  })

  it('keeps a length in days on the wall clock, through the station question that comes first', () => {
    const [, tomorrow, station] = converse('en', 'a car yesterday 10am for 2 days', 'tomorrow 9am', 'at Atwater')
    expect(tomorrow.reply.text).toMatch(/At which station/)
    expect(tomorrow.state.context?.slots).toMatchObject({ startDate: '2026-11-27T09:00:00-05:00', endDate: '2026-11-29T09:00:00-05:00' })
    expect(station.reply.cards[0].props).toMatchObject({
      criteria: { startStation: 5, startDate: Date.parse('2026-11-27T09:00:00-05:00'), endDate: Date.parse('2026-11-29T09:00:00-05:00') },
    })
  })

  it('an end said with the new start wins over the length kept', () => {
    const [, next] = converse('fr', 'voiture hier 9h pour 3h à la Gare Centrale', 'demain 9h jusqu’à 18h')
    expect(next.reply.cards[0].props).toMatchObject({
      criteria: { startDate: Date.parse('2026-11-27T09:00:00-05:00'), endDate: Date.parse('2026-11-27T18:00:00-05:00') },
    })
  })

  it('is refused before the station is asked, and keeps what was said for later', () => {
    const [out, next] = converse('en', 'a car yesterday for 3 hours', 'tomorrow 9am')
    expect(out.reply.text).toMatch(/^Rental dates cannot be in the past: Wednesday, November 25 at 09:00/)
    expect(next.reply.text).toMatch(/At which station/)
  })

  it('also applies to a carpool asked for yesterday', () => {
    const [out] = converse('fr', 'rejoindre un covoiturage hier à 9h depuis la Gare Centrale')
    expect(out.intent).toBe('join_carpool')
    expect(out.reply.text).toMatch(/^Les dates de location ne peuvent pas être dans le passé/)
    expect(kinds(out)).toEqual([])
  })

  it('leaves a start of the current quarter hour alone: "now" understood a few minutes ago is still now', () => {
    const search = (startDate: string) =>
      respond(
        { lang: 'en', intent: 'search_vehicles', slots: { startStation: '5', startDate, endDate: '2026-11-26T16:00:00-05:00' }, missing: [] },
        INITIAL_DIALOG_STATE,
        env('en'),
        registry,
      )
    // 14:00 is the quarter 14:03 is in; 13:45 is a quarter already gone.
    expect(kinds(search('2026-11-26T14:00:00-05:00'))).toEqual(['search-results'])
    expect(search('2026-11-26T13:45:00-05:00').reply.text).toMatch(/^Rental dates cannot be in the past: today, Thursday, November 26 at 13:45 has already passed\./)
  })
})
