import * as chronoEn from 'chrono-node/en'
import * as chronoFr from 'chrono-node/fr'
import type { ParsedResult } from 'chrono-node/en'
import type { Lang } from '../types'
import { wallOf } from '../dates/time-zone'
import type { DateAtom, Entity, Sentence, Weekday } from './types'

// chrono is regex-heavy and superlinear on some inputs: it reads a few short pieces, no more.
export const CHRONO_MAX_CHARS = 48
const PIECE_TOKENS = 14
const ASCII_DIGITS = /^[0-9]+$/
const MAX_PIECES = 2

type DateEntity = Extract<Entity, { type: 'date' }>
type Found = Pick<ParsedResult, 'index' | 'text' | 'start'>
type ParsedComponents = ParsedResult['start']

const PARSERS: Readonly<Record<Lang, (text: string, ref: { instant: Date; timezone: number }) => ParsedResult[]>> = {
  en: (text, ref) => chronoEn.casual.parse(text, ref),
  fr: (text, ref) => chronoFr.casual.parse(text, ref),
}

// Words that may start a date chrono knows and our matchers do not; a sentence with none of them
// (and no digit) outside what is already matched is not worth chrono's time. Words that are often
// something else ("may", "mon", "next", "il", "dans") are left out: chrono is called for few sentences.
const TRIGGERS = new Set([
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'jan',
  'feb',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'janvier',
  'fevrier',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'aout',
  'septembre',
  'octobre',
  'novembre',
  'decembre',
  'janv',
  'fevr',
  'avr',
  'juil',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'noon',
  'midday',
  'midnight',
  'oclock',
  'tonight',
  'tomorrow',
  'today',
  'week',
  'weeks',
  'month',
  'months',
  'year',
  'years',
  'fortnight',
  'morning',
  'afternoon',
  'evening',
  'night',
  'midi',
  'minuit',
  'semaine',
  'semaines',
  'mois',
  'annee',
  'demain',
  'matin',
  'soir',
  'soiree',
  'aujourd',
])

function read(lang: Lang, text: string, ref: { instant: Date; timezone: number }): ParsedResult[] {
  try {
    return PARSERS[lang](text, ref)
  } catch {
    // chrono is a fallback: what it cannot read stays unread.
    return []
  }
}

/**
 * Pieces of the sentence nothing matched, [start, end) in tokens, each opening on a digit or a
 * trigger word and at most PIECE_TOKENS long: the longest dates chrono reads ("Saturday, September
 * 17th, 2027 at 5:30 pm") fit, and its cost, superlinear on some inputs, stays small.
 */
function unmatchedPieces(s: Sentence, covered: readonly boolean[]): { start: number; end: number }[] {
  const pieces: { start: number; end: number }[] = []
  let i = 0
  while (i < s.tokens.length && pieces.length < MAX_PIECES) {
    const t = s.tokens[i]
    // chrono reads ASCII digits only ("９", "١" are numbers to us, not to it).
    const digits = t.kind === 'num' && ASCII_DIGITS.test(s.text.slice(t.start, t.end))
    if (covered[i] || !(digits || (t.kind === 'word' && TRIGGERS.has(t.norm)))) {
      i++
      continue
    }
    let end = i
    while (end < s.tokens.length && !covered[end] && end - i < PIECE_TOKENS) end++
    pieces.push({ start: i, end })
    i = end
  }
  return pieces
}

/** The tokens a character span covers: [first, last + 1), or null when none. */
function tokenSpan(s: Sentence, from: number, to: number): { start: number; end: number } | null {
  let start = -1
  let end = -1
  for (let i = 0; i < s.tokens.length; i++) {
    const t = s.tokens[i]
    if (t.end <= from || t.start >= to) continue
    if (start < 0) start = i
    end = i + 1
  }
  return start < 0 ? null : { start, end }
}

/** "at 10" alone: our clock matcher has already weighed bare numbers ("10 Downing Street", "for 10"). */
function bareHour(r: Found): boolean {
  const c = r.start
  return !c.isCertain('day') && !c.isCertain('weekday') && !c.isCertain('meridiem') && !/\d[:.h]\d/.test(r.text)
}

/** The day and time chrono read, as our atoms; what chrono only implied is left to our rules. */
export function atomsOf(c: ParsedComponents): DateAtom[] {
  const atoms: DateAtom[] = []
  const certain = (k: Parameters<ParsedComponents['isCertain']>[0]) => c.isCertain(k)
  const day = c.get('day')
  const month = c.get('month')
  const year = c.get('year')
  if (certain('day') && day !== null) {
    const m = certain('month') && month !== null ? month : null
    atoms.push({ kind: 'day', day: { kind: 'date', day, month: m, year: m !== null && certain('year') ? year : null } })
  } else if (certain('weekday') && c.get('weekday') !== null) {
    atoms.push({ kind: 'day', day: { kind: 'weekday', weekday: c.get('weekday') as Weekday, mod: null } })
  }
  const hour = c.get('hour')
  if (certain('hour') && hour !== null) {
    const meridiem = certain('meridiem')
    atoms.push({
      kind: 'time',
      time: { h: hour, m: c.get('minute') ?? 0, meridiem, loose: !meridiem && hour >= 1 && hour <= 12, nextDay: false },
    })
  }
  return atoms
}

/**
 * Dates our own matchers missed, read by chrono (French or English only): a result counts only
 * where it overlaps nothing already matched, and only for what chrono is certain of. Instants are
 * not taken from chrono (it ignores IANA zones): its year, month, day, hour and minute become our
 * atoms, which the contract's rules then resolve in the tenant's time zone.
 */
export function chronoDates(s: Sentence, entities: readonly Entity[], now: number, tz: string): DateEntity[] {
  if (s.tokens.length === 0) return []
  const covered = s.tokens.map(() => false)
  for (const e of entities) if (e.type !== 'cue') for (let i = e.start; i < e.end; i++) covered[i] = true
  const pieces = unmatchedPieces(s, covered)
  if (pieces.length === 0) return []
  const w = wallOf(now, tz)
  const offset = Math.round((Date.UTC(w.y, w.m - 1, w.d, w.h, w.min) - Math.floor(now / 60_000) * 60_000) / 60_000)
  const ref = { instant: new Date(now), timezone: offset }
  const results: Found[] = []
  // The same piece of text twice in a message (a long repeated one) is read once.
  const readBefore = new Map<string, ParsedResult[]>()
  const readOnce = (lang: Lang, text: string) => {
    const key = `${lang}|${text}`
    let found = readBefore.get(key)
    if (!found) {
      found = read(lang, text, ref)
      readBefore.set(key, found)
    }
    return found
  }
  // Only what nothing matched is read: a result overlapping our matches would be dropped anyway.
  for (const piece of pieces) {
    const from = s.tokens[piece.start].start
    const text = s.text.slice(from, Math.min(s.tokens[piece.end - 1].end, from + CHRONO_MAX_CHARS))
    // A piece of digits reads the same in both languages ("car" is French too): the other one is tried when the first reads nothing.
    const other: Lang = s.lang === 'fr' ? 'en' : 'fr'
    for (const lang of /\p{L}{3}/u.test(text) || !/[0-9]/.test(text) ? [s.lang] : [s.lang, other]) {
      const found = readOnce(lang, text)
      for (const r of found) results.push({ index: r.index + from, text: r.text, start: r.start })
      if (found.length > 0) break
    }
  }
  const out: DateEntity[] = []
  for (const r of results) {
    const span = tokenSpan(s, r.index, r.index + r.text.length)
    if (!span) continue
    let clash = false
    for (let i = span.start; i < span.end; i++) clash ||= covered[i]
    if (clash || bareHour(r)) continue
    for (const atom of atomsOf(r.start)) out.push({ type: 'date', atom, start: span.start, end: span.end })
  }
  return out
}
