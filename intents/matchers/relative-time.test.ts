import { describe, expect, it } from 'vitest'
import type { Lang } from '../types'
import { matchRelative } from './relative-time'
import { sentenceOf } from './test-sentence'
import type { DateAtom } from './types'

function relative(text: string, lang: Lang): DateAtom | null {
  const s = sentenceOf(text, lang)
  for (let i = 0; i < s.tokens.length; i++) {
    const m = matchRelative(s, i)
    if (m) return m.atom
  }
  return null
}

const minutes = (kind: 'in' | 'for', n: number): DateAtom => ({ kind, amount: { n, unit: 'minute' } })
const days = (n: number): DateAtom => ({ kind: 'for', amount: { n, unit: 'day' } })

describe('matchRelative', () => {
  it.each([
    ['maintenant', 'fr', { kind: 'now' }],
    ['tout de suite', 'fr', { kind: 'now' }],
    ['tt de suite', 'fr', { kind: 'now' }],
    ['right away', 'en', { kind: 'now' }],
    ['asap', 'en', { kind: 'now' }],
    ['dans 2 heures', 'fr', minutes('in', 120)],
    ['dans 30 min', 'fr', minutes('in', 30)],
    ['dans une demi-heure', 'fr', minutes('in', 30)],
    ["dans un quart d'heure", 'fr', minutes('in', 15)],
    ['dans 1h30', 'fr', minutes('in', 90)],
    ["d'ici une heure", 'fr', minutes('in', 60)],
    ['in an hour and a half', 'en', minutes('in', 90)],
    ['in half an hour', 'en', minutes('in', 30)],
    ['2 hours from now', 'en', minutes('in', 120)],
    ['dans 3 jours', 'fr', { kind: 'day', day: { kind: 'relative', days: 3, fromNow: true } }],
    ['in a week', 'en', { kind: 'day', day: { kind: 'relative', days: 7, fromNow: true } }],
    ['in 2 months', 'en', { kind: 'day', day: { kind: 'months', months: 2 } }],
    ['pour 3h', 'fr', minutes('for', 180)],
    ['pr 3h', 'fr', minutes('for', 180)],
    ['pendant 2 jours', 'fr', days(2)],
    // A half-day is 4 hours (DECISIONS.md), not half of 24.
    ['pour une demi-journée', 'fr', minutes('for', 240)],
    ['pour une demi journée', 'fr', minutes('for', 240)],
    ['for half a day', 'en', minutes('for', 240)],
    ['pour 2 heures 30', 'fr', minutes('for', 150)],
    ['for 2 hours 15', 'en', minutes('for', 135)],
    ['pour 2 semaines', 'fr', days(14)],
    ['pour une semaine', 'fr', days(7)],
    ['pour 1h30', 'fr', minutes('for', 90)],
    ['pour deux heures et demie', 'fr', minutes('for', 150)],
    ['for 2 hours', 'en', minutes('for', 120)],
    ['for 45 minutes', 'en', minutes('for', 45)],
    ['for a couple of hours', 'en', minutes('for', 120)],
    ['for three days', 'en', days(3)],
    ['pour un mois', 'fr', { kind: 'for', amount: { n: 1, unit: 'month' } }],
    ['pour la journée', 'fr', { kind: 'for_day' }],
    ['for the whole day', 'en', { kind: 'for_day' }],
    ['le week-end', 'fr', { kind: 'weekend' }],
    ['ce week-end', 'fr', { kind: 'weekend' }],
    ['le we', 'fr', { kind: 'weekend' }],
    ['next weekend', 'en', { kind: 'weekend' }],
    ['cette semaine', 'fr', { kind: 'this_week' }],
    ['this week', 'en', { kind: 'this_week' }],
  ] as [string, Lang, DateAtom][])('%s', (text, lang, expected) => {
    expect(relative(text, lang)).toEqual(expected)
  })

  it.each([
    ['pour 21h', 'fr'],
    ['pour 5 personnes', 'fr'],
    ['we are 5', 'en'],
    ['dans la voiture', 'fr'],
  ] as [string, Lang][])('nothing relative in %s', (text, lang) => {
    expect(relative(text, lang)).toBeNull()
  })
})
