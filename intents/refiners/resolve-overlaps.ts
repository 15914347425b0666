import type { Entity, EntityType } from '../matchers/types'

const RANK: Readonly<Record<EntityType, number>> = {
  station: 0,
  category: 1,
  label: 2,
  date: 3,
  seats: 4,
  distance: 4,
  discount: 4,
  option: 5,
  gears: 5,
  cue: 9,
}

const quality = (e: Entity) => ('quality' in e ? e.quality : 0)
// Nouns say what the sentence is about even inside a longer phrase ("une réservation", "en covoiturage", "mon permis").
const NOUNS = new Set(['booking', 'bookings', 'carpool', 'carpools', 'document'])

const inside = (a: Entity, b: Entity) => b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start

/**
 * Keeps the longest candidates that do not overlap, preferring catalog names, then dates, then
 * slot shapes, then keywords. Keywords may overlap each other, as hints for the classifier, but a
 * keyword inside a longer one is dropped ("share" in "ride share", "besoin" in "besoin d'aide").
 */
export function resolveOverlaps(candidates: readonly Entity[]): Entity[] {
  const sorted = [...candidates].sort((a, b) => b.end - b.start - (a.end - a.start) || RANK[a.type] - RANK[b.type] || quality(a) - quality(b) || a.start - b.start)
  const kept: Entity[] = []
  for (const c of sorted) {
    const clash = kept.some((k) => {
      if (k.start >= c.end || c.start >= k.end) return false
      if (k.type !== 'cue' || c.type !== 'cue') return true
      return inside(c, k) && !NOUNS.has(c.cue)
    })
    if (!clash) kept.push(c)
  }
  return kept.sort((a, b) => a.start - b.start || a.end - b.end)
}
