import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { contractProblems, parseIntent, type Catalog, type IntentResult } from './index'
import { INTENTS } from './slots/slot-schema'

const here = path.dirname(fileURLToPath(import.meta.url))
const catalog = JSON.parse(readFileSync(path.join(here, 'fixtures/catalog.public.json'), 'utf8')) as Catalog
const paris = JSON.parse(readFileSync(path.join(here, 'fixtures/catalog.paris.json'), 'utf8')) as Catalog

const REQUIRED: Record<string, readonly string[]> = {
  search_vehicles: ['startStation', 'startDate', 'endDate'],
  join_carpool: ['startStation', 'startDate'],
  create_alert: ['startStation', 'startDate', 'endDate'],
}

// Run with the trace on: parseIntent never throws, but an internal error would show as "failed" in the trace.
function parse(...args: Parameters<typeof parseIntent>): IntentResult {
  const { trace, ...result } = parseIntent(args[0], args[1], { debug: true })
  expect(trace?.filter((line) => line.startsWith('failed'))).toEqual([])
  return result as IntentResult
}

function check(result: IntentResult): void {
  expect(contractProblems(result)).toEqual([])
  const slots = result.slots as Record<string, unknown>
  const expected = (REQUIRED[result.intent] ?? []).filter((name) => slots[name] === null)
  expect(result.missing).toEqual(expected)
  expect(JSON.parse(JSON.stringify(result))).toEqual(result)
}

const words = [
  'demain',
  'tomorrow',
  '9h',
  '21h15',
  'à',
  'de',
  "jusqu'à",
  'until',
  'from',
  'to',
  'Gare',
  'Centrale',
  'Gare de Lyon',
  'Vieux-Port',
  'pour',
  'for',
  '3h',
  '2 jours',
  'voiture',
  'car',
  'km',
  'code promo',
  'HIVER26',
  'sans',
  'clim',
  'GPS',
  'personnes',
  'people',
  ',',
  'le',
  '3',
  'décembre',
  '12/03',
  'midi',
  'minuit',
  'ce soir',
  'tonight',
  'covoiturage',
  'réservation',
  'my booking',
  'annule',
  'cancel',
  'dans',
  'in',
  'heures',
  'hours',
  '6pm',
  '12am',
  'and',
  'et',
  'week-end',
  'weekend',
  'vendredi',
  'friday',
  'prochain',
  'next',
  'maintenant',
  'now',
  'plutôt',
  'instead',
  'SUV',
  'berline',
  'manuelle',
  'automatic',
  'mdp',
  'dem',
  'tmrw',
  'ajd',
  'géoloc',
  'CB',
  'résa',
  'Longueil',
  'McGil',
  '?',
  '!',
  'du',
  'au',
  'entre',
  'between',
  '28',
  '5th',
  'matin',
  'morning',
  'evening',
  '10',
  'début',
  'mi-décembre',
  'fin',
  'early',
  'end of',
  'mid',
  'janvier',
  'December',
]

const sentence = fc.array(fc.constantFrom(...words), { maxLength: 40 }).map((w) => w.join(' '))
const now = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
const context = fc.option(
  fc.record({
    intent: fc.constantFrom(...INTENTS, 'nonsense'),
    slots: fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string()))),
  }),
)

describe('parseIntent properties', () => {
  it('never throws and always answers in the contract shape, for any unicode text up to 2,000 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 2000 }), now, fc.constantFrom(null, 'fr', 'en'), (text, at, lang) => {
        check(parse({ text, now: at.toISOString(), lang: lang as 'fr' | 'en' | null }, catalog))
      }),
      { numRuns: 300 },
    )
    // Correctness, not speed, is checked here (bench.ts times it): a busy machine must not fail it.
  }, 60_000)

  it('holds for word salads of dates, places and keywords, in any time zone and with any context', () => {
    fc.assert(
      fc.property(sentence, now, context, fc.boolean(), (text, at, ctx, useParis) => {
        check(parse({ text, now: at, context: ctx }, useParis ? paris : catalog))
      }),
      { numRuns: 500 },
    )
  }, 60_000)

  it('gives the same answer for the same input', () => {
    fc.assert(
      fc.property(sentence, now, (text, at) => {
        const input = { text, now: at.toISOString() }
        expect(parse(input, catalog)).toEqual(parse(input, catalog))
      }),
      { numRuns: 100 },
    )
  })

  it('keeps dates on the quarter hour', () => {
    fc.assert(
      fc.property(sentence, now, (text, at) => {
        const slots = parse({ text, now: at }, paris).slots as Record<string, unknown>
        for (const name of ['startDate', 'endDate']) {
          const v = slots[name]
          if (typeof v === 'string') expect(Date.parse(v) % (15 * 60_000)).toBe(0)
        }
      }),
      { numRuns: 300 },
    )
  })

  it('survives hostile catalogs and inputs', () => {
    const odd = {
      timezone: 'Not/AZone',
      stations: [null, { id: 1 }, { id: 's', name: '' }],
      categories: 'x',
      rentalLabels: [{ id: 'l', name: 'pro', aliases: [3] }],
    } as unknown as Catalog
    check(parse({ text: 'voiture demain 9h pro', now: 'not a date' }, odd))
    check(parse({ text: undefined as unknown as string, now: new Date(0) }, catalog))
    check(parse({ text: 'x'.repeat(100_000), now: new Date(0) }, catalog))
  })
})
