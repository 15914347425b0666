// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { parseIntent } from '@intents/index'
import { handleSentence } from './dialog-manager'
import { registerDefaultHandlers } from './handlers'
import type { ParseIntent } from './intent-types'
import { IntentRegistry } from './registry'
import { TEST_CATALOG } from './testing/test-catalog'
import { DRIVER, testEnv } from './testing/test-env'
import { INITIAL_DIALOG_STATE, type DialogEnv, type DialogState } from './types'

// The real engine reads "merci" / "thanks" as a greeting (CONTRACT.md has no thanks intent).
const engine = { parse: parseIntent as unknown as ParseIntent, catalog: TEST_CATALOG }
let registry: IntentRegistry
beforeEach(() => {
  registry = new IntentRegistry()
  registerDefaultHandlers(registry)
})
const say = (text: string, state: DialogState = INITIAL_DIALOG_STATE, env: DialogEnv = testEnv({ session: DRIVER })) => handleSentence(text, state, env, engine, registry)

describe('thanks in the middle of a conversation', () => {
  it.each(['merci', 'Merci beaucoup !'])('"%s" is acknowledged warmly, not greeted again', (sentence) => {
    const out = say(sentence)
    expect(out.reply.text).toBe('Avec plaisir ! Puis-je vous aider pour autre chose ?')
    expect(out.reply.quickReplies.length).toBeGreaterThan(0)
  })

  it.each(['thanks', 'Thank you!'])('"%s" is acknowledged in English', (sentence) => {
    const out = say(sentence, INITIAL_DIALOG_STATE, testEnv({ session: DRIVER, lang: 'en' }))
    expect(out.reply.text).toBe("You're welcome! Can I help you with anything else?")
  })

  it('keeps the search under way and asks its pending question again', () => {
    const asked = say('une voiture demain à 9h')
    expect(asked.state.pending).not.toBeNull()
    const out = say('merci', asked.state)
    expect(out.state).toEqual(asked.state)
    expect(out.reply.text).toBe(`Avec plaisir ! ${asked.reply.text}`)
    expect(out.reply.quickReplies).toEqual(asked.reply.quickReplies)
  })

  it('still greets a "bonjour"', () => {
    expect(say('bonjour').reply.text).toMatch(/^Bonjour Camille !/)
  })
})
