// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import { parseIntent } from '@intents/index'
import { handleSentence } from './dialog-manager'
import { registerDefaultHandlers } from './handlers'
import type { ParseIntent } from './intent-types'
import { IntentRegistry } from './registry'
import { TEST_CATALOG } from './testing/test-catalog'
import { DRIVER, testEnv } from './testing/test-env'
import { INITIAL_DIALOG_STATE, type HomeSummary } from './types'

const engine = { parse: parseIntent as unknown as ParseIntent, catalog: TEST_CATALOG }
let registry: IntentRegistry
beforeEach(() => {
  registry = new IntentRegistry()
  registerDefaultHandlers(registry)
})

// testEnv's clock: 2026-11-25 14:03 in Montreal.
const OUT_NOW: HomeSummary = { kind: 'in-progress', vehicle: 'Honda Fit', at: '2026-11-25T19:00:00-05:00', station: 'Atwater', canExtend: true }
const NEXT: HomeSummary = { kind: 'next', vehicle: 'Toyota Yaris', at: '2026-11-26T10:00:00-05:00', station: 'Plateau', canExtend: false }
const greet = (text: string, home: HomeSummary | null, lang: 'fr' | 'en' = 'fr') =>
  handleSentence(text, INITIAL_DIALOG_STATE, testEnv({ session: DRIVER, home, lang }), engine, registry)

describe('the greeting knows the driver', () => {
  it("says first where and when the car out now goes back, with the trip's actions, access and report a problem", () => {
    const out = greet('bonjour', OUT_NOW)
    expect(out.reply.text).toBe('Bonjour Camille ! Votre Honda Fit est à rendre à 19 h à Atwater. Que souhaitez-vous faire ?')
    expect(out.reply.quickReplies.slice(0, 6).map((q) => q.label)).toEqual([
      'Déverrouiller',
      'Verrouiller',
      'Prolonger',
      'Rendre la voiture',
      'Accès au véhicule',
      'Signaler un problème',
    ])
  })

  it('says it in English', () => {
    const out = greet('hello', OUT_NOW, 'en')
    expect(out.reply.text).toBe('Hello Camille! Your Honda Fit is due back at 19:00 at Atwater. What would you like to do?')
    expect(out.reply.quickReplies.slice(0, 6).map((q) => q.label)).toEqual(['Unlock', 'Lock', 'Extend', 'Return the car', 'Vehicle access', 'Report a problem'])
  })

  it('offers the start of the next booking once its start window is open, not before', () => {
    expect(greet('bonjour', { ...NEXT, startable: true }).reply.quickReplies.map((q) => q.label)).toContain('Commencer la location')
    expect(greet('bonjour', { ...NEXT, startable: false }).reply.quickReplies.map((q) => q.label)).not.toContain('Commencer la location')
  })

  it('offers no extend when the end can no longer move', () => {
    const out = greet('bonjour', { ...OUT_NOW, canExtend: false })
    expect(out.reply.quickReplies.map((q) => q.label)).not.toContain('Prolonger')
  })

  it('else names the next booking, its day and station', () => {
    const out = greet('bonjour', NEXT)
    expect(out.reply.text).toBe('Bonjour Camille ! Votre prochaine réservation : Toyota Yaris, demain, jeudi 26 novembre à 10 h à Plateau. Que souhaitez-vous faire ?')
  })

  it('keeps the plain greeting without a rental', () => {
    expect(greet('bonjour', null).reply.text).toMatch(/^Bonjour Camille ! Je peux trouver un véhicule/)
  })

  it.each([
    ['prolonger ma location', 'modify_booking'],
    ['comment ouvrir la voiture', 'vehicle_access'],
    ['signaler un problème', 'report_issue'],
    ['extend my booking', 'modify_booking'],
    ['how do I open the car', 'vehicle_access'],
    ['report a problem', 'report_issue'],
  ])('its chip "%s" is read as %s', (text, intent) => {
    const out = handleSentence(text, INITIAL_DIALOG_STATE, testEnv({ session: DRIVER }), engine, registry)
    expect(out.intent).toBe(intent)
  })
})
