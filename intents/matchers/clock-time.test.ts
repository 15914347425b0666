import { describe, expect, it } from 'vitest'
import type { Lang } from '../types'
import { matchClock } from './clock-time'
import { sentenceOf } from './test-sentence'

/** The first clock time found in the phrase, as h:mm (+1 for the next day), or null. */
function clock(text: string, lang: Lang): string | null {
  const s = sentenceOf(text, lang)
  for (let i = 0; i < s.tokens.length; i++) {
    const m = matchClock(s, i)
    if (m) return `${m.time.h}:${String(m.time.m).padStart(2, '0')}${m.time.nextDay ? '+1' : ''}`
  }
  return null
}

describe('matchClock', () => {
  it.each([
    ['9h', 'fr', '9:00'],
    ['9h30', 'fr', '9:30'],
    ['21h15', 'fr', '21:15'],
    ['21H15', 'fr', '21:15'],
    ['9 h 30', 'fr', '9:30'],
    ['à 9 heures', 'fr', '9:00'],
    ['neuf heures et demie', 'fr', '9:30'],
    ['9h et quart', 'fr', '9:15'],
    ['10h moins le quart', 'fr', '9:45'],
    ['midi', 'fr', '12:00'],
    ['midi et demi', 'fr', '12:30'],
    ['minuit', 'fr', '0:00+1'],
    ['24h', 'fr', '0:00+1'],
    ['7h du soir', 'fr', '19:00'],
    ["3h de l'après-midi", 'fr', '15:00'],
    ['à 9', 'fr', '9:00'],
    ['10h 2 personnes', 'fr', '10:00'],
    ['10h 5 km', 'fr', '10:00'],
    ['10h 02', 'fr', '10:02'],
    ['vers 10', 'fr', '10:00'],
    ['9:30', 'en', '9:30'],
    ['21:00', 'en', '21:00'],
    ['9am', 'en', '9:00'],
    ['9 pm', 'en', '21:00'],
    ['9.30am', 'en', '9:30'],
    ['9:30 p.m.', 'en', '21:30'],
    ['12pm', 'en', '12:00'],
    ['12am', 'en', '0:00+1'],
    ['12:30am', 'en', '0:30'],
    ['noon', 'en', '12:00'],
    ['midnight', 'en', '0:00+1'],
    ["10 o'clock", 'en', '10:00'],
    ['half past nine', 'en', '9:30'],
    ['quarter to five', 'en', '4:45'],
    ['nine thirty am', 'en', '9:30'],
    ['at 7 in the evening', 'en', '19:00'],
    ['until 6', 'en', '6:00'],
    ['9-5', 'en', '9:00'],
    // After a part of the day, digits are the hour; the part turns 7 into 19:00 when the day is resolved.
    ['demain matin 10', 'fr', '10:00'],
    ['tomorrow evening 7', 'en', '7:00'],
    ['ce soir 8', 'fr', '8:00'],
  ] as [string, Lang, string][])('%s', (text, lang, expected) => {
    expect(clock(text, lang)).toBe(expected)
  })

  it.each([
    ['pour 5 personnes', 'fr'],
    ['250 km', 'fr'],
    ['à 3 places', 'fr'],
    ['HIVER26', 'fr'],
    ['at 10 Downing Street', 'en'],
    ['au 12 rue de Rivoli', 'fr'],
    ['25h', 'fr'],
    ['13pm', 'en'],
    ['2 jours', 'fr'],
    ['demain matin 10 personnes', 'fr'],
    ['tomorrow morning 10 km', 'en'],
    ['tomorrow morning one way', 'en'],
    ['ce soir 2 passagers', 'fr'],
  ] as [string, Lang][])('no clock in %s', (text, lang) => {
    expect(clock(text, lang)).toBeNull()
  })
})
