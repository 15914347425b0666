// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '@/i18n'
import '@/chat/i18n'
import '@/i18n/driver-help'
import { parseIntent } from '@intents/index'
import { RatesCardPropsSchema } from '@cards/rates/schema'
import { BookingsModifyCardPropsSchema } from '@cards/bookings-modify/schema'
import { ratesShown } from '@cards/rates/rates'
import { handleSentence, respond } from '../../dialog/dialog-manager'
import { registerDefaultHandlers } from '../../dialog/handlers'
import type { IntentName, IntentResult, Lang, ParseIntent, Slots } from '../../dialog/intent-types'
import { IntentRegistry } from '../../dialog/registry'
import { TEST_CATALOG } from '../../dialog/testing/test-catalog'
import { DRIVER, GUEST, testEnv } from '../../dialog/testing/test-env'
import { INITIAL_DIALOG_STATE, type DialogEnv, type SessionSummary } from '../../dialog/types'
import { DRIVER_HELP_HANDLERS, stepsLeft } from './driver-help-handlers'
import { TRIP_HELP_HANDLERS } from '../trip-help/trip-handlers'
import { IncidentCardPropsSchema } from '@cards/incident/schema'
import { clientSettingsOf } from '@/lib/tenant-settings'
import { tenantFixture } from '@/test-support/fixtures'
import { dialogEnvOf } from '../../conversation/env-of'

const env = (overrides: Partial<DialogEnv> = {}) =>
  testEnv({ session: DRIVER, translate: (lang: Lang, key: string, vars?: Record<string, unknown>) => i18n.getFixedT(lang, 'chat')(key, vars ?? {}), ...overrides })
const result = (intent: IntentName, slots: Slots = {}, lang: Lang = 'fr'): IntentResult => ({ lang, intent, slots, missing: [] })

let registry: IntentRegistry
beforeEach(() => {
  registry = new IntentRegistry()
  registerDefaultHandlers(registry)
  // As the live chat has them: trouble during a trip (report_issue) is the trip-help capability's.
  for (const h of [...DRIVER_HELP_HANDLERS, ...TRIP_HELP_HANDLERS]) registry.register(h)
})
const run = (r: IntentResult, e = env()) => respond(r, INITIAL_DIALOG_STATE, e, registry)
const engine = { parse: parseIntent as unknown as ParseIntent, catalog: TEST_CATALOG }
const say = (text: string, e = env()) => handleSentence(text, INITIAL_DIALOG_STATE, e, engine, registry)

describe('what drivers need besides booking (dialogues rule 9)', () => {
  it('running late offers the booking in progress or the next one, extended by the minutes said', () => {
    const out = run(result('running_late', { minutes: 30 }))
    expect(out.reply.cards).toEqual([
      { kind: 'bookings-modify', props: { rentalId: null, which: 'soonest', date: null, startDate: null, endDate: null, extendBy: 30, sentence: null } },
    ])
    expect(BookingsModifyCardPropsSchema.safeParse(out.reply.cards[0].props).success).toBe(true)
    expect(out.reply.text).toContain('30 min')
    expect(run(result('running_late', { minutes: null }, 'en'), env({ lang: 'en' })).reply.text).toMatch(/by how much/)
  })

  it('vehicle access and an issue name the booking in progress or the next one', () => {
    expect(run(result('vehicle_access')).reply.cards).toEqual([{ kind: 'booking-detail', props: { rentalId: null, which: 'soonest', date: null } }])
    expect(run(result('report_issue')).reply.cards.map((c) => c.kind)).toEqual(['help', 'booking-detail'])
    expect(run(result('report_issue')).reply.cards[0].props).toEqual({ topic: 'contact' })
  })

  it('invoices list the invoices with their rentals', () => {
    expect(run(result('invoices')).reply.cards).toEqual([{ kind: 'invoices', props: { make: null, model: null, date: null, send: false } }])
  })

  it('a guest is asked to log in for their own bookings, but gets the rates and the operator contact', () => {
    for (const intent of ['running_late', 'vehicle_access', 'invoices'] as const) {
      expect(run(result(intent), env({ session: GUEST })).reply.cards.map((c) => c.kind)).toEqual(['login'])
    }
    expect(run(result('pricing'), env({ session: GUEST })).reply.cards.map((c) => c.kind)).toEqual(['rates'])
    expect(run(result('report_issue'), env({ session: GUEST })).reply.cards.map((c) => c.kind)).toEqual(['help'])
  })

  it('the rates card gets the categories and the period said, from the sentence itself', () => {
    const out = say('combien coûte un utilitaire à la journée ?')
    expect(out.reply.cards).toHaveLength(1)
    expect(out.reply.cards[0].kind).toBe('rates')
    const props = RatesCardPropsSchema.parse(out.reply.cards[0].props)
    expect(props.period).toBe('day')
    expect(props.categories).toHaveLength(1)
    expect(say('what are your rates?').reply.cards[0].props).toEqual({ categories: [], period: null })
  })

  it('the registration status says where the file stands and what is left, in both languages', () => {
    const as = (step: SessionSummary['step'], lang: Lang = 'fr') =>
      run(result('registration_status', {}, lang), env({ session: { authenticated: true, step, firstName: null }, lang }))
    expect(as('driver_ok').reply.text).toBe('Votre compte est validé : vous pouvez réserver.')
    expect(as('driver_waiting_for_validation', 'en').reply.text).toMatch(/waiting for the operator's validation/)
    expect(as('driver_blocked').reply.cards).toEqual([{ kind: 'help', props: { topic: 'contact' } }])
    const phone = as('driver_on_sms_form')
    expect(phone.reply.text).toContain('il reste 7 étapes')
    expect(phone.reply.text).toContain('numéro de téléphone')
    expect(phone.reply.cards[0]).toMatchObject({ kind: 'classic-screen', props: { path: '/signup' } })
    expect(as('driver_on_card_form', 'en').reply.text).toContain('1 step is left, "payment card"')
  })
})

describe('an incident, with the numbers GET /tenant serves (the live chat and the replay build the env alike)', () => {
  const live = (tenant: Parameters<typeof tenantFixture>[0], session: SessionSummary = DRIVER, lang: Lang = 'fr') => {
    const t = tenantFixture(tenant)
    return dialogEnvOf(
      {
        tenant: t,
        settings: clientSettingsOf(t),
        session,
        reference: { stations: [], categories: [], rentalLabels: [] },
        position: null,
        lang,
        now: new Date('2026-11-25T19:03:00Z'),
      },
      i18n,
    )
  }

  it("calls the operator's emergency line first, in words (written the tenant's national way) and as the card's first link, then the booking concerned", () => {
    const out = say("j'ai eu un accident", live({ emergency_phone: '+1 514 555 0199', support_phone: '+1 514 555 0100' }))
    expect(out.intent).toBe('report_incident')
    expect(out.reply.text).toMatch(/^En cas d'urgence, appelez d'abord le numéro d'urgence de l'opérateur : \(514\) 555-0199\./)
    expect(out.reply.cards.map((c) => c.kind)).toEqual(['incident', 'booking-detail'])
    expect(IncidentCardPropsSchema.parse(out.reply.cards[0].props)).toEqual({ kind: 'accident', phone: '+1 514 555 0199', services: '911' })
  })

  it('a French tenant says a French number nationally and a foreign one with its code', () => {
    expect(say("j'ai eu un accident", live({ iso3166: 'FR', emergency_phone: '+33 1 84 88 00 99', support_phone: null })).reply.text).toContain(': 01 84 88 00 99.')
    expect(say("j'ai eu un accident", live({ iso3166: 'FR', emergency_phone: '+1 514 555 0199', support_phone: null })).reply.text).toContain(': +1 514-555-0199.')
  })

  it('falls back on the support line, in English, and a guest gets the number without a booking', () => {
    const out = say('the car broke down', live({ emergency_phone: null, support_phone: '+1 418 555 0100' }, GUEST, 'en'))
    expect(out.lang).toBe('en')
    expect(out.reply.text).toContain('(418) 555-0100')
    expect(out.reply.cards).toEqual([{ kind: 'incident', props: { kind: 'breakdown', phone: '+1 418 555 0100', services: '911' } }])
  })

  it("without any number, the country's emergency services first", () => {
    const out = say("on m'a volé la voiture", live({ emergency_phone: null, support_phone: null, iso3166: 'FR' }))
    expect(out.reply.text).toMatch(/^En cas d'urgence, appelez d'abord les secours \(112\)/)
    expect(out.reply.cards[0]).toEqual({ kind: 'incident', props: { kind: 'theft', phone: null, services: '112' } })
  })
})

describe('the pieces', () => {
  it('steps left from the server step', () => {
    expect(stepsLeft('driver_on_card_form')).toEqual(['creditCard'])
    expect(stepsLeft('driver_ok')).toEqual([])
    expect(stepsLeft(null)).toEqual([])
  })

  it('rates shown: the categories named, or all when none of them is known', () => {
    const rate = (id: number) => ({
      category_id: id,
      name: `c${id}`,
      hourly: { value_cents: 100, iso_code: 'CAD' },
      daily: { value_cents: 1000, iso_code: 'CAD' },
      included_distance: 100,
      extra_distance: { value_cents: 20, iso_code: 'CAD' },
      distance_unit: 'km' as const,
    })
    const all = [rate(1), rate(2), rate(3)]
    expect(ratesShown(all, ['2']).map((r) => r.category_id)).toEqual([2])
    expect(ratesShown(all, []).map((r) => r.category_id)).toEqual([1, 2, 3])
    expect(ratesShown(all, ['99']).map((r) => r.category_id)).toEqual([1, 2, 3])
  })
})
