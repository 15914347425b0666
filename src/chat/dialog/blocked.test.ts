// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { useTenantStore } from '@/core/tenant'
import { tenantFixture } from '@cards/testing/fixtures'
import { parseIntent } from '@intents/index'
import { ACCOUNT_HANDLERS } from '../handlers/account/account-handlers'
import { continueRegistrationHandler, signupHandler } from '../handlers/registration/registration-handlers'
import { joinCarpoolHandler, searchVehiclesHandler } from '../handlers/search/search-handlers'
import { handleSentence } from './dialog-manager'
import { registerDefaultHandlers } from './handlers'
import type { Lang, ParseIntent } from './intent-types'
import { IntentRegistry } from './registry'
import { TEST_CATALOG } from './testing/test-catalog'
import { DRIVER, testEnv } from './testing/test-env'
import { INITIAL_DIALOG_STATE, type DialogOutcome, type DialogState, type SessionSummary } from './types'

const BLOCKED: SessionSummary = { ...DRIVER, step: 'driver_blocked' }

// Every capability the app registers, so that the gate is checked against the real answers.
let registry: IntentRegistry
beforeEach(() => {
  useTenantStore.getState().setTenant(tenantFixture())
  registry = new IntentRegistry()
  registerDefaultHandlers(registry)
  for (const h of [searchVehiclesHandler, joinCarpoolHandler, signupHandler, continueRegistrationHandler, ...ACCOUNT_HANDLERS]) registry.register(h)
})

function converse(session: SessionSummary, lang: Lang, ...sentences: string[]): DialogOutcome[] {
  let state: DialogState = INITIAL_DIALOG_STATE
  return sentences.map((text) => {
    const out = handleSentence(text, state, testEnv({ session, lang }), { parse: parseIntent as ParseIntent, catalog: TEST_CATALOG }, registry)
    state = out.state
    return out
  })
}
const kinds = (o: DialogOutcome) => o.reply.cards.map((c) => c.kind)
const labels = (o: DialogOutcome) => o.reply.quickReplies.map((q) => q.label)
const texts = (o: DialogOutcome) => o.reply.quickReplies.map((q) => q.text ?? '')

const FR_BLOCKED = /^Votre compte a été bloqué : vous ne pouvez plus chercher ni réserver de véhicule/
const EN_BLOCKED = /^Your account has been blocked: you can no longer search for or book a vehicle/

describe('a blocked member in the chat (spec section 6: sent to waiting)', () => {
  it.each([
    ['fr', 'voiture demain 9h à la Gare Centrale', 'search_vehicles', FR_BLOCKED, ['Nous contacter', 'Aide']],
    ['fr', 'mes réservations', 'list_bookings', FR_BLOCKED, ['Nous contacter', 'Aide']],
    ['fr', 'annule ma réservation', 'cancel_booking', FR_BLOCKED, ['Nous contacter', 'Aide']],
    ['fr', 'mon compte', 'account_details', FR_BLOCKED, ['Nous contacter', 'Aide']],
    ['fr', 'ajouter une carte', 'payment_methods', FR_BLOCKED, ['Nous contacter', 'Aide']],
    ['fr', 'continuer mon inscription', 'continue_registration', FR_BLOCKED, ['Nous contacter', 'Aide']],
    ['en', 'a car tomorrow 9am at Central Station', 'search_vehicles', EN_BLOCKED, ['Contact us', 'Help']],
    ['en', 'cancel my booking', 'cancel_booking', EN_BLOCKED, ['Contact us', 'Help']],
    ['en', 'add a card', 'payment_methods', EN_BLOCKED, ['Contact us', 'Help']],
  ] as const)('%s "%s" (%s): says the account is blocked, the contact and the waiting page', (lang, text, intent, said, chips) => {
    const [out] = converse(BLOCKED, lang, text)
    expect(out.intent).toBe(intent)
    expect(out.reply.text).toMatch(said)
    // The waiting page's content: the operator's contact, and the page itself.
    expect(kinds(out)).toEqual(['help', 'classic-screen'])
    expect(out.reply.cards[0].props).toEqual({ topic: 'contact' })
    expect(out.reply.cards[1].props).toMatchObject({ intent: 'account_blocked', path: '/waiting' })
    expect(labels(out)).toEqual(chips)
    expect(out.actions).toEqual([])
    // Nothing left to continue: no search to follow up, no question pending.
    expect(out.state).toMatchObject({ context: null, pending: null })
  })

  it('asks no "until when?" for a search, whatever its slots', () => {
    const [out] = converse(BLOCKED, 'fr', 'une voiture demain')
    expect(out.reply.text).not.toContain("Jusqu'à quand")
    expect(out.state.pending).toBeNull()
  })

  it('offers no search, booking or account in its chips and examples', () => {
    const [greeting, help, unknown] = converse(BLOCKED, 'fr', 'bonjour', 'aide', 'xyzzy plugh')
    expect(greeting.reply.text).toMatch(/^Bonjour ! Votre compte a été bloqué/)
    for (const out of [greeting, help, unknown]) {
      expect(labels(out)).toEqual(['Nous contacter', 'Aide'])
      expect(texts(out).join(' ')).not.toMatch(/voiture|réservation|informations/)
    }
    const examples = [help, unknown].map((o) => o.reply.cards.find((c) => c.kind === 'examples')?.props.examples)
    for (const list of examples) expect(list).toEqual(['Comment vous contacter ?', 'Les questions fréquentes', 'Me déconnecter'])
  })

  it("the contact chip is understood as the operator's contact", () => {
    const [, contact] = converse(BLOCKED, 'en', 'hello', 'how can I contact you')
    expect(contact.intent).toBe('help')
    expect(contact.reply.cards).toEqual([{ kind: 'help', props: { topic: 'contact' } }])
  })

  it('drops a search question asked before the block instead of asking it again', () => {
    const pending: DialogState = {
      context: { intent: 'search_vehicles', slots: { startStation: '1', startDate: '2026-11-26T09:00:00-05:00', endDate: null } },
      pending: { intent: 'search_vehicles', slot: 'endDate', misses: 0 },
    }
    const out = handleSentence('xyzzy plugh', pending, testEnv({ session: BLOCKED }), { parse: parseIntent as ParseIntent, catalog: TEST_CATALOG }, registry)
    expect(out.intent).toBe('unknown')
    expect(out.reply.text).not.toContain("Jusqu'à quand")
    expect(out.state.pending).toBeNull()
  })

  it('leaves a member whose account is fine as they were: the search runs', () => {
    const [search] = converse(DRIVER, 'fr', 'voiture demain 9h à la Gare Centrale pour 3h')
    expect(kinds(search)).toEqual(['search-results'])
  })
})
