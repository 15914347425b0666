import type { GearsType, OptionId } from '../types'
import { matchCatalog } from '../catalog/match-catalog'
import type { CompiledCatalog } from '../catalog/compile-catalog'
import { matchDay } from './calendar-day'
import { matchClock } from './clock-time'
import { matchDayRange } from './day-range'
import { matchMonthPart } from './month-part'
import { matchRelative } from './relative-time'
import { matchDiscount, matchDistance, matchSeats } from './slot-shapes'
import { insideStreetAddress } from './street-address'
import type { Entity, PartName, Sentence } from './types'

const PARTS = new Set<string>(['morning', 'afternoon', 'evening', 'tonight', 'this_morning', 'this_noon', 'this_afternoon'])
// Lexicon groups that are read as cues by the classifier.
const CUE_GROUPS: Readonly<Record<string, string>> = { instead: 'instead', negation: 'negation' }

/** Runs every matcher at every token and returns all candidates; overlaps are settled afterwards. */
export function runMatchers(s: Sentence, catalog: CompiledCatalog): Entity[] {
  const out: Entity[] = []
  for (const h of matchCatalog(s.tokens, catalog, (w) => s.lex.words.has(w))) {
    if (h.kind === 'station' && insideStreetAddress(s, h.start, h.end)) continue
    out.push({ type: h.kind, id: h.id, quality: h.quality * 2 + h.typos, start: h.start, end: h.end })
  }
  for (let i = 0; i < s.tokens.length; i++) {
    const day = matchDay(s, i)
    if (day) out.push({ type: 'date', atom: { kind: 'day', day: day.day }, start: i, end: day.end })
    const range = matchDayRange(s, i)
    if (range) out.push({ type: 'date', atom: range.atom, start: i, end: range.end })
    const monthPart = matchMonthPart(s, i)
    if (monthPart) out.push({ type: 'date', atom: { kind: 'day', day: monthPart.day }, start: i, end: monthPart.end })
    const clock = matchClock(s, i)
    if (clock) out.push({ type: 'date', atom: { kind: 'time', time: clock.time }, start: i, end: clock.end })
    const rel = matchRelative(s, i)
    if (rel) out.push({ type: 'date', atom: rel.atom, start: i, end: rel.end })
    const seats = matchSeats(s, i)
    if (seats) out.push({ type: 'seats', people: seats.people, start: i, end: seats.end })
    const dist = matchDistance(s, i)
    if (dist) out.push({ type: 'distance', value: dist.value, unit: dist.unit, start: i, end: dist.end })
    const code = matchDiscount(s, i)
    if (code) out.push({ type: 'discount', code: code.code, start: i, end: code.end })
    const seen = new Set<string>()
    for (const e of s.hits[i]) {
      const end = i + e.len
      if (e.group === 'part' && PARTS.has(e.key)) {
        out.push({ type: 'date', atom: { kind: 'part', part: e.key as PartName }, start: i, end })
      } else if (e.group === 'option') {
        out.push({ type: 'option', id: e.key as OptionId, negated: false, start: i, end })
      } else if (e.group === 'gears') {
        out.push({ type: 'gears', value: e.key as GearsType, start: i, end })
      } else if (e.group === 'cue' || e.group in CUE_GROUPS) {
        const cue = e.group === 'cue' ? e.key : CUE_GROUPS[e.group]
        if (seen.has(cue)) continue
        seen.add(cue)
        out.push({ type: 'cue', cue, start: i, end })
      }
    }
  }
  return out
}
