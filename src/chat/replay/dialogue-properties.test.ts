// @vitest-environment node
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import fc from 'fast-check'
import { parseIntent } from '@intents/index'
import { describe, expect, it } from 'vitest'
import { replayDialogue, replayWorld, type DialogueOut, type TurnOut } from './replay-dialogue'

// Bad input in a conversation: nonsense, emoji, 2,000-character messages and unknown
// places get a helpful answer, never a search the driver did not ask for, never an exception.
const catalogJson = JSON.parse(readFileSync(resolve(process.cwd(), 'tests/dialogues/public/catalog.dialogues.json'), 'utf8')) as Record<string, unknown>
const world = replayWorld(catalogJson)
const NOW = '2026-11-25T14:03:00-05:00'
const RUNS = 60

function replay(turns: string[], ui: 'fr' | 'en' = 'fr', member = 'driver'): TurnOut[] {
  const out: DialogueOut = replayDialogue({ id: 'p', now: NOW, ui, member, position: null, turns }, world)
  if ('error' in out) throw new Error(out.error)
  return out.turns
}

const helpful = (turn: TurnOut) => {
  expect(turn.text.trim().length).toBeGreaterThan(0)
  expect(['fr', 'en']).toContain(turn.lang)
}

/** Characters that make no word of either language: emoji, symbols, other scripts. */
const noise = fc.string({
  unit: fc.constantFrom('😀', '🚗', '🔥', '東', '京', 'ß', 'Ω', '١', '\u200b', '#', '@', '*', '~', '…', '¿', '¡', ' ', '\u0301'),
  minLength: 1,
  maxLength: 60,
})
const letters = fc.string({ unit: fc.constantFrom(...'bcdfgkqvwxz'), minLength: 3, maxLength: 12 })
/** A made-up place name: syllables, capitalised, that the engine reads as nothing. */
const place = fc
  .array(fc.constantFrom('ka', 'lo', 'vi', 'ter', 'bru', 'zan', 'mor', 'pel', 'qui', 'dra', 'nox'), { minLength: 2, maxLength: 4 })
  .map((s) => s.join(''))
  .map((s) => s[0].toUpperCase() + s.slice(1))
  .filter((name) => {
    const read = parseIntent({ text: name, lang: null, now: NOW }, world.reader.catalog)
    return read.intent === 'unknown' && Object.values(read.slots as Record<string, unknown>).every((v) => v === null || v === false || (Array.isArray(v) && v.length === 0))
  })
const sentence = fc.oneof(noise, letters, fc.string({ maxLength: 80 }), fc.constantFrom('ok', '?', '3h', 'YUL', 'non', 'merci', 'voiture', 'demain', 'SUV'))

describe('the dialogue on bad input', () => {
  it('answers nonsense and emoji, in any number of turns, and runs no search', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(noise, letters), { minLength: 1, maxLength: 4 }), fc.constantFrom('fr' as const, 'en' as const), (turns, ui) => {
        for (const turn of replay(turns, ui)) {
          helpful(turn)
          expect(turn.search).toBeNull()
        }
      }),
      { numRuns: RUNS },
    )
  })

  it('answers a 2,000-character message without an exception, and a long nonsense one with no search', () => {
    fc.assert(
      fc.property(fc.oneof(noise, letters, fc.constantFrom('voiture demain 9h au Plateau pour 3h ', 'car 😀 ', 'à à à ', '9h ', 'Laval ')), (unit) => {
        const long = unit.repeat(Math.ceil(2000 / unit.length)).slice(0, 2000)
        const [turn] = replay([long])
        helpful(turn)
        if (!/[a-z0-9]/i.test(unit)) expect(turn.search).toBeNull()
      }),
      { numRuns: RUNS },
    )
  })

  it('names a place that is no station, asks for the station and searches nowhere else', () => {
    fc.assert(
      fc.property(
        place,
        fc.constantFrom('voiture demain 9h à %s pour 2h', 'une auto samedi à %s', 'car tomorrow 9am in %s for 2 hours', 'a car near %s friday'),
        (name, template) => {
          const [turn] = replay([template.replace('%s', name)])
          helpful(turn)
          expect(turn.search).toBeNull()
          expect(turn.asks).toBe('startStation')
          expect(turn.text).toContain(name)
        },
      ),
      { numRuns: RUNS },
    )
  })

  it('never runs a search on a sentence that answers nothing while a question is pending', () => {
    fc.assert(
      fc.property(fc.oneof(noise, letters), (junk) => {
        const [asked, after] = replay(['voiture demain 9h au Plateau', junk])
        expect(asked.asks).toBe('endDate')
        helpful(after)
        expect(after.search).toBeNull()
      }),
      { numRuns: RUNS },
    )
  })

  it('never throws on any sequence of sentences, for any member', () => {
    fc.assert(
      fc.property(fc.array(sentence, { minLength: 1, maxLength: 5 }), fc.constantFrom('guest', 'driver', 'registering', 'pending', 'blocked'), (turns, member) => {
        for (const turn of replay(turns, 'fr', member)) helpful(turn)
      }),
      { numRuns: RUNS },
    )
  })
})
