// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { i18n } from '@/i18n'
import '@/chat/i18n'
import '@/i18n/driver-help'
import { parseIntent } from '@intents/index'
import { handleSentence } from '../../dialog/dialog-manager'
import { registerDefaultHandlers } from '../../dialog/handlers'
import type { Lang, ParseIntent } from '../../dialog/intent-types'
import { IntentRegistry } from '../../dialog/registry'
import { TEST_CATALOG } from '../../dialog/testing/test-catalog'
import { DRIVER, testEnv } from '../../dialog/testing/test-env'
import { INITIAL_DIALOG_STATE, type DialogEnv, type TripHelpSummary } from '../../dialog/types'
import { TRIP_HELP_HANDLERS } from './trip-handlers'

const HELP: TripHelpSummary = {
  rentalId: 41,
  accessText: 'Boîte à clés au niveau -2, code 4821',
  station: { name: 'Gare Centrale', address: '895 rue de la Gauchetière', description: 'Parking souterrain, place 12' },
  phone: '+1 514 555 0199',
}
const env = (overrides: Partial<DialogEnv>) =>
  testEnv({ session: DRIVER, translate: (lang: Lang, key: string, vars?: Record<string, unknown>) => i18n.getFixedT(lang, 'chat')(key, vars ?? {}), ...overrides })
const engine = { parse: parseIntent as unknown as ParseIntent, catalog: TEST_CATALOG }

let registry: IntentRegistry
beforeEach(() => {
  registry = new IntentRegistry()
  registerDefaultHandlers(registry)
  for (const h of TRIP_HELP_HANDLERS) registry.register(h)
})
const say = (text: string, e: DialogEnv) => handleSentence(text, INITIAL_DIALOG_STATE, e, engine, registry)

describe('the car will not open, with no network', () => {
  it('answers from what the device kept: the access text, the station and the phone', () => {
    const out = say("la voiture ne s'ouvre pas", env({ offline: true, tripHelp: HELP, bookings: null }))
    expect(out.reply.text).toContain('Boîte à clés au niveau -2, code 4821.')
    expect(out.reply.text).toContain('Parking souterrain, place 12')
    expect(out.reply.text).toContain('+1 514 555 0199')
  })

  it('says it in English', () => {
    const out = say("the car won't unlock", env({ lang: 'en', offline: true, tripHelp: HELP, bookings: null }))
    expect(out.reply.text).toMatch(/^With no network, here is what this device kept/)
    expect(out.reply.text).toContain('+1 514 555 0199')
  })

  it('says nothing kept for a trip the rentals known show ended', () => {
    const ended = {
      id: '41',
      vehicle: null,
      start: '2026-11-25T10:00:00-05:00',
      end: '2026-11-25T12:00:00-05:00',
      status: 'closed' as const,
      startStation: null,
      endStation: null,
      price: null,
    }
    expect(say("la voiture ne s'ouvre pas", env({ offline: true, tripHelp: HELP, bookings: [ended] })).reply.text).not.toContain('4821')
    expect(say("la voiture ne s'ouvre pas", env({ offline: true, tripHelp: HELP, bookings: [{ ...ended, status: 'in_progress' }] })).reply.text).toContain('4821')
  })

  it('online, answers as before (the booking card holds the access text)', () => {
    const out = say("la voiture ne s'ouvre pas", env({ offline: false, tripHelp: HELP, bookings: null }))
    expect(out.reply.text).not.toContain('4821')
  })
})
