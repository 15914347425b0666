// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { parseIntent } from '@intents/index'
import { askAgain, handleSentence } from './dialog-manager'
import { registerDefaultHandlers } from './handlers'
import type { ParseIntent } from './intent-types'
import { IntentRegistry } from './registry'
import { TEST_CATALOG } from './testing/test-catalog'
import { DRIVER, testEnv } from './testing/test-env'
import { INITIAL_DIALOG_STATE } from './types'

// Dialogues rule 3: a place without a station (here a street address) is looked up, and once located the
// station question offers the stations nearest to it, before those nearest to the driver.
const engine = { parse: parseIntent as unknown as ParseIntent, catalog: TEST_CATALOG }
let registry: IntentRegistry
beforeEach(() => {
  registry = new IntentRegistry()
  registerDefaultHandlers(registry)
})
const ADDRESS = '1200 Sherbrooke Street West'

describe('a street address said on a station tenant', () => {
  it('is named as a place without a station, looked up, and the station asked', () => {
    const out = handleSentence(`car tomorrow 9am at ${ADDRESS} for 2 hours`, INITIAL_DIALOG_STATE, testEnv({ session: DRIVER, lang: 'en' }), engine, registry)
    expect(out.reply.text.startsWith(`There is no station at ${ADDRESS}.`)).toBe(true)
    expect(out.state.pending?.slot).toBe('startStation')
    expect(out.actions).toContainEqual({ type: 'locate_place', place: ADDRESS })
  })

  it('is not looked up again once located', () => {
    const env = testEnv({ session: DRIVER, lang: 'en', placePosition: { place: ADDRESS, latitude: 45.4987, longitude: -73.5777 } })
    const out = handleSentence(`car tomorrow 9am at ${ADDRESS} for 2 hours`, INITIAL_DIALOG_STATE, env, engine, registry)
    expect(out.actions.some((a) => a.type === 'locate_place')).toBe(false)
  })

  it('once located, offers the stations nearest to it rather than to the driver', () => {
    const asked = handleSentence(`car tomorrow 9am at ${ADDRESS} for 2 hours`, INITIAL_DIALOG_STATE, testEnv({ session: DRIVER, lang: 'en' }), engine, registry)
    // The driver stands by Longueuil Métro; the address is downtown, by Gare Centrale.
    const env = testEnv({
      session: DRIVER,
      lang: 'en',
      position: { latitude: 45.5252, longitude: -73.5219 },
      placePosition: { place: ADDRESS, latitude: 45.4987, longitude: -73.5777 },
    })
    const again = askAgain(asked.state, env, registry)
    expect(again?.reply.quickReplies[0].text).toBe('Gare Centrale')
  })
})
