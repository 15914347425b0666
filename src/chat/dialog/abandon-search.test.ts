// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { parseIntent } from '@intents/index'
import '@/chat/i18n'
import { ACCOUNT_HANDLERS } from '../handlers/account/account-handlers'
import { isAbandon } from './abandon-search'
import { handleSentence } from './dialog-manager'
import { registerDefaultHandlers } from './handlers'
import type { ParseIntent } from './intent-types'
import { IntentRegistry } from './registry'
import { TEST_CATALOG } from './testing/test-catalog'
import { DRIVER, testEnv } from './testing/test-env'
import { INITIAL_DIALOG_STATE, type DialogEnv, type DialogState } from './types'

// The real engine: "annule" is cancel_booking with no booking named, "laisse tomber" unknown.
const engine = { parse: parseIntent as unknown as ParseIntent, catalog: TEST_CATALOG }
let registry: IntentRegistry
beforeEach(() => {
  registry = new IntentRegistry()
  registerDefaultHandlers(registry)
  for (const h of ACCOUNT_HANDLERS) registry.register(h)
})
const fr = () => testEnv({ session: DRIVER })
const en = () => testEnv({ session: DRIVER, lang: 'en' })
const say = (text: string, state: DialogState = INITIAL_DIALOG_STATE, env: DialogEnv = fr()) => handleSentence(text, state, env, engine, registry)
const kinds = (o: { reply: { cards: { kind: string }[] } }) => o.reply.cards.map((c) => c.kind)
const labels = (o: { reply: { quickReplies: { label: string }[] } }) => o.reply.quickReplies.map((q) => q.label)

describe('giving up on a search under way', () => {
  it.each(['annule', 'annuler', 'Laisse tomber', 'oublie ça', 'non, laisse tomber', 'annule ça stp'])(
    '"%s" after "jusqu\'à quand ?" drops the search, not a booking',
    (sentence) => {
      const asked = say('une voiture demain à 9h à la gare centrale')
      expect(asked.state.pending?.slot).toBe('endDate')
      const out = say(sentence, asked.state)
      expect(out.reply.text).toBe("D'accord, j'abandonne cette recherche. Que souhaitez-vous faire ?")
      expect(kinds(out)).toEqual([])
      expect(labels(out)).toEqual(['Trouver un véhicule', 'Mes réservations', 'Aide'])
      expect(out.state).toMatchObject({ context: null, pending: null })
    },
  )

  it('"cancel" in a French conversation drops the search and says so in English, the language of the sentence (dialogues rule 4)', () => {
    const asked = say('une voiture demain à 9h à la gare centrale')
    const out = say('cancel', asked.state)
    expect(out.reply.text).toBe("OK, I've dropped this search. What would you like to do?")
    expect(out.lang).toBe('en')
    expect(out.state).toMatchObject({ context: null, pending: null, lang: 'en' })
  })

  it.each(['cancel that', 'never mind', 'Never mind!', 'forget it'])('"%s" in English drops a carpool search and says so in English', (sentence) => {
    const asked = say('any carpool to Laval?', INITIAL_DIALOG_STATE, en())
    expect(asked.state.context?.intent).toBe('join_carpool')
    const out = say(sentence, asked.state, en())
    expect(out.reply.text).toBe("OK, I've dropped this search. What would you like to do?")
    expect(out.state).toMatchObject({ context: null, pending: null })
  })

  it('drops a search whose questions were all answered (its results were shown)', () => {
    const found = say('une voiture demain de 9h à 18h à la gare centrale')
    expect(found.state).toMatchObject({ context: { intent: 'search_vehicles' }, pending: null })
    expect(say('annule', found.state).state).toEqual({ context: null, pending: null, lang: 'fr' })
  })

  it.each([
    ['annule ma réservation de vendredi', { which: null, date: '2026-11-27' }],
    ['cancel my booking', { which: null, date: null }],
    ['annule ma prochaine réservation', { which: 'next', date: null }],
  ])('"%s" during a search still opens the cancel card', (sentence, target) => {
    const asked = say('une voiture demain à 9h à la gare centrale')
    const out = say(sentence, asked.state)
    expect(kinds(out)).toEqual(['bookings-cancel'])
    expect(out.reply.cards[0].props).toEqual({ rentalId: null, ...target })
  })

  it('a bare "annule" outside any search still opens the cancel card of a booking', () => {
    expect(kinds(say('annule'))).toEqual(['bookings-cancel'])
    const shown = say('ma prochaine réservation')
    expect(kinds(say('annule', shown.state))).toEqual(['bookings-cancel'])
  })

  it('an answer to the question is still read as one', () => {
    const asked = say('une voiture demain à 9h à la gare centrale')
    const out = say("jusqu'à 18h", asked.state)
    expect(out.state.context?.intent).toBe('search_vehicles')
    expect(out.state.context?.slots.endDate).not.toBeNull()
  })
})

describe('abandon phrases', () => {
  it.each(['annule', 'Annuler.', 'laissez tomber', 'Oubliez ça', 'tant pis', 'ok never mind', 'cancel that please', 'forget it'])('"%s" is one', (s) => {
    expect(isAbandon(s)).toBe(true)
  })
  it.each(['annule ma réservation', 'cancel my booking', 'annule vendredi', 'une voiture demain', 'non', 'ok'])('"%s" is not', (s) => {
    expect(isAbandon(s)).toBe(false)
  })
})
