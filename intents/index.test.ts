import { describe, expect, expectTypeOf, it } from 'vitest'
import { buildCatalogMatcher, parseIntent, type IntentName, type IntentResult, type SearchSlots } from './index'
import { montreal } from './tests-support/catalogs'

describe('public API', () => {
  it('narrows the slots on the intent', () => {
    const r: IntentResult = parseIntent({ text: 'voiture demain 9h à la gare centrale', now: '2026-11-25T14:03:00-05:00' }, montreal)
    if (r.intent !== 'search_vehicles') throw new Error(`unexpected ${r.intent}`)
    expectTypeOf(r.slots).toEqualTypeOf<SearchSlots>()
    expectTypeOf(r.missing).toEqualTypeOf<('startStation' | 'address' | 'startDate' | 'endDate')[]>()
    expect(r.slots.startStation).toBe('st-gare-centrale')
  })

  it('accepts a compiled catalog and caches compilation by identity', () => {
    const compiled = buildCatalogMatcher(montreal)
    expect(buildCatalogMatcher(montreal)).toBe(compiled)
    const now = new Date('2026-11-25T19:03:00Z')
    expect(parseIntent({ text: 'Log out', now }, compiled)).toEqual(parseIntent({ text: 'Log out', now }, montreal))
  })

  it('explains itself on demand', () => {
    const r = parseIntent({ text: 'voiture dem 9h', now: '2026-11-25T14:03:00-05:00' }, montreal, { debug: true })
    expect(r.trace?.some((line) => line.startsWith('intent search_vehicles'))).toBe(true)
    expect(parseIntent({ text: 'voiture dem 9h', now: '2026-11-25T14:03:00-05:00' }, montreal)).not.toHaveProperty('trace')
    expectTypeOf<IntentName>().toEqualTypeOf<IntentResult['intent']>()
  })
})
