import { foldedText } from '../folded-text'

/**
 * The chat's own word lists for what the engine's contract has no slot for: whether a sentence asks
 * for a vehicle itself (rule 2 of ../shared/dialogues/CONTRACT.md) and whether it says a time
 * (rule 8). Compared folded (lower case, no accents), word by word.
 */

/** Vehicle and booking words: a sentence with one of them and a place or a day is a new search. */
const VEHICLE_WORDS = new Set([
  'voiture',
  'voitures',
  'auto',
  'autos',
  'vehicule',
  'vehicules',
  'char',
  'chars',
  'bagnole',
  'caisse',
  'vtr',
  'voit',
  'reserver',
  'reserve',
  'reservation',
  'resa',
  'louer',
  'loue',
  'location',
  'car',
  'cars',
  'vehicle',
  'vehicles',
  'book',
  'booking',
  'rent',
  'rental',
  'hire',
])

export function wordsOf(text: string): string[] {
  return foldedText(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
}

export function saysVehicle(text: string): boolean {
  return wordsOf(text).some((w) => VEHICLE_WORDS.has(w))
}

/** A clock time or a part of the day said in the sentence: "9h", "10:30", "9am", "matin", "evening". */
const TIME_WORDS = new Set([
  'matin',
  'midi',
  'minuit',
  'soir',
  'soiree',
  'apres',
  'aprem',
  'nuit',
  'maintenant',
  'morning',
  'noon',
  'afternoon',
  'evening',
  'tonight',
  'midnight',
  'night',
  'now',
  'heure',
  'heures',
  'hour',
  'hours',
  'dans',
  'in',
  'suite',
])

export function saysTime(text: string): boolean {
  const folded = foldedText(text)
  if (/\d\s*(h|:|am|pm|a\.m|p\.m)/.test(folded)) return true
  return wordsOf(text).some((w) => TIME_WORDS.has(w))
}
