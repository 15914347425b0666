// @vitest-environment node
import { beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { parseIntent, type IntentResult as EngineResult } from '@intents/index'
import { handleSentence } from './dialog-manager'
import { registerDefaultHandlers } from './handlers'
import type { IntentResult, ParseIntent } from './intent-types'
import { IntentRegistry } from './registry'
import { TEST_CATALOG } from './testing/test-catalog'
import { DRIVER, GUEST, testEnv } from './testing/test-env'
import { INITIAL_DIALOG_STATE, type DialogEnv, type DialogOutcome, type DialogState } from './types'

// The real engine: these tables check that what people write reaches the right answer.
const engine = { parse: parseIntent as unknown as ParseIntent, catalog: TEST_CATALOG }
const registry = new IntentRegistry()
beforeAll(() => registerDefaultHandlers(registry))

function say(text: string, state: DialogState = INITIAL_DIALOG_STATE, env: DialogEnv = testEnv()): DialogOutcome {
  return handleSentence(text, state, env, engine, registry)
}

it("the engine's result fits the dialog manager's declaration of it", () => {
  expectTypeOf<EngineResult['intent']>().toEqualTypeOf<IntentResult['intent']>()
  expectTypeOf<EngineResult['lang']>().toEqualTypeOf<IntentResult['lang']>()
  expectTypeOf<EngineResult['missing'][number]>().toExtend<string>()
})

describe('phrase table: one sentence in, one answer out', () => {
  it.each([
    ['bonjour', GUEST, 'greeting', []],
    ['salut', GUEST, 'greeting', []],
    ['hello', GUEST, 'greeting', []],
    ['aide', GUEST, 'help', ['help', 'examples']],
    ['comment vous contacter ?', GUEST, 'help', ['help']],
    ['les conditions générales', GUEST, 'help', ['help']],
    ['switch to English', GUEST, 'set_language', ['language']],
    ['passer en français', GUEST, 'set_language', ['language']],
    ['log in', GUEST, 'login', ['login']],
    ['je veux me connecter', GUEST, 'login', ['login']],
    ['créer un compte', GUEST, 'signup', ['signup-start']],
    ['continuer mon inscription', GUEST, 'continue_registration', ['login']],
    ['mes réservations', GUEST, 'list_bookings', ['login', 'classic-screen']],
    ['mes réservations', DRIVER, 'list_bookings', ['classic-screen']],
    ['annuler ma réservation de vendredi', DRIVER, 'cancel_booking', ['classic-screen']],
    ['mes cartes bancaires', DRIVER, 'payment_methods', ['classic-screen']],
    ['changer mon mot de passe', DRIVER, 'change_password', ['classic-screen']],
    ['supprimer mon compte', DRIVER, 'delete_account', ['classic-screen']],
    ['déconnexion', DRIVER, 'logout', ['logout']],
    ['qsdfkj zzz', GUEST, 'unknown', ['examples']],
  ] as const)('%s (%o)', (text, session, intent, kinds) => {
    const out = say(text, INITIAL_DIALOG_STATE, testEnv({ session }))
    expect(out.intent).toBe(intent)
    expect(out.reply.cards.map((c) => c.kind)).toEqual(kinds)
    expect(out.reply.text.length).toBeGreaterThan(0)
  })

  it('every quick reply and example the chat offers is understood as what it says', () => {
    const env = testEnv()
    for (const lang of ['fr', 'en'] as const) {
      const expected: Record<string, string> = {
        search: 'search_vehicles',
        bookings: 'list_bookings',
        help: 'help',
        login: 'login',
        signup: 'signup',
        continue: 'continue_registration',
        account: 'account_details',
        language: 'set_language',
      }
      for (const [key, intent] of Object.entries(expected)) {
        expect([lang, key, say(env.translate(lang, `chips.${key}.text`)).intent]).toEqual([lang, key, intent])
      }
      for (const topic of ['faq', 'contact', 'terms', 'privacy']) {
        const out = say(env.translate(lang, `help.topics.${topic}.text`))
        expect([lang, topic, out.intent, out.reply.cards[0]?.props]).toEqual([lang, topic, 'help', { topic }])
      }
      const search = [env.translate(lang, 'examples.search-at', { place: 'Gare Centrale' }), env.translate(lang, 'examples.search')]
      // Offered only on tenants with the feature on (session-examples.ts), understood everywhere.
      search.push(env.translate(lang, 'examples.sign-up'), env.translate(lang, 'examples.payment-cards'))
      for (const example of [...search, ...env.translateList(lang, 'examples.guest'), ...env.translateList(lang, 'examples.member')]) {
        expect([lang, example, say(example, INITIAL_DIALOG_STATE, testEnv({ session: DRIVER })).intent]).not.toContain('unknown')
      }
    }
  })
})

describe('phrase table: a search filled one question at a time', () => {
  it('in French, with the dates said back in words', () => {
    let out = say('je cherche une voiture')
    expect(out.reply.text).toBe('Dans quelle station voulez-vous prendre le véhicule ?')
    out = say('Gare Centrale', out.state)
    expect(out.reply.text).toBe('Quand voulez-vous partir ?')
    expect(out.reply.quickReplies.map((q) => q.label)).toEqual(['Maintenant', 'Dans 1 h', 'Demain 9 h', 'Ce soir'])
    out = say(out.reply.quickReplies[2].text ?? '', out.state)
    expect(out.reply.text).toBe("Départ demain, jeudi 26 novembre à 9 h. Jusqu'à quand ?")
    out = say('pour 3h', out.state)
    expect(out.state.pending).toBeNull()
    expect(out.reply.text).toBe("Voici ce que j'ai compris : Gare Centrale, demain, jeudi 26 novembre, de 9 h à 12 h. La recherche s'ouvre dans la vue de recherche.")
  })

  it('in English, with a follow-up that changes the time', () => {
    const env = testEnv({ lang: 'en' })
    let out = say('a car tomorrow 9am at Vieux-Port', INITIAL_DIALOG_STATE, env)
    expect(out.reply.text).toBe('Starting tomorrow, Thursday, November 26 at 09:00. Until when?')
    out = say('for the day', out.state, env)
    expect(out.reply.text).toContain('Vieux-Port, tomorrow, Thursday, November 26, from 09:00 to 18:00')
    out = say('make it 10am', out.state, env)
    expect(out.reply.text).toContain('from 10:00')
  })

  it('an answer it cannot read is asked again, once', () => {
    let out = say('je cherche une voiture')
    out = say('qsdfkj zzz', out.state)
    expect(out.reply.text).toBe("Je n'ai pas bien compris. Dans quelle station voulez-vous prendre le véhicule ?")
    out = say('Longueuil Métro', out.state)
    expect(out.reply.text).toBe('Quand voulez-vous partir ?')
  })
})
