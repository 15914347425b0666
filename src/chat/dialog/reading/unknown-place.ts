import type { IntentResult } from '../intent-types'

/**
 * A place the driver named that is no station of the tenant ("à Laval", "in Geneva"): the engine
 * drops it, and a search would silently run somewhere else. The words after a pickup preposition,
 * up to a word that is no part of a name, are that place when the engine reads nothing in them.
 */

/** Pickup prepositions, folded, longest first. "pour", "to", "vers" name a destination instead. */
const PREPOSITIONS = ['pres de', 'proche de', 'a cote de', 'autour de', 'near', 'around', 'depuis', 'from', 'aux', 'au', 'a', 'en', 'in', 'at']
const ARTICLES = new Set(['la', 'le', 'les', 'l', 'the', 'downtown'])
/** Words that end a place's name: dates, lengths, filters, joining words. */
const STOP = new Set([
  'pour',
  'for',
  'de',
  'du',
  'des',
  'd',
  'a',
  'au',
  'et',
  'and',
  'avec',
  'with',
  'sans',
  'without',
  'to',
  'vers',
  'until',
  'till',
  'jusqu',
  'jusque',
  'demain',
  'dem',
  'aujourd',
  'hui',
  'ajd',
  'apres',
  'ce',
  'cet',
  'cette',
  'le',
  'la',
  'les',
  'un',
  'une',
  'on',
  'this',
  'next',
  'prochain',
  'prochaine',
  'tomorrow',
  'tmrw',
  'today',
  'tonight',
  'matin',
  'soir',
  'midi',
  'minuit',
  'morning',
  'evening',
  'noon',
  'afternoon',
  'night',
  'nuit',
  'week',
  'end',
  'weekend',
  'lundi',
  'mardi',
  'mercredi',
  'jeudi',
  'vendredi',
  'samedi',
  'dimanche',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'pendant',
  'during',
  'dans',
  'in',
  'at',
  'h',
  'am',
  'pm',
  'svp',
  'stp',
  'please',
  'plz',
  'merci',
  'thanks',
  'place',
  'instead',
  'plutot',
  'rather',
  'ville',
  'city',
  'town',
  'station',
  'gare',
  'moins',
  'cheapest',
  'plus',
  'retard',
  'late',
  'heure',
  'heures',
  'hour',
  'hours',
  'jour',
  'jours',
  'day',
  'days',
  'maintenant',
  'now',
  'suite',
  'voiture',
  'car',
  'auto',
  'vehicule',
  'vehicle',
  'covoiturage',
  'carpool',
  'personnes',
  'people',
  'places',
  'seats',
])

/** Lower case and accents dropped one character at a time, so offsets stay those of the sentence. */
function foldKeepingOffsets(text: string): string {
  return Array.from(text, (c) => (c.normalize('NFD')[0] ?? c).toLowerCase()).join('')
}

interface Word {
  folded: string
  raw: string
  start: number
  end: number
}

function wordsWithRaw(text: string): Word[] {
  const folded = foldKeepingOffsets(text)
  const out: Word[] = []
  for (const m of folded.matchAll(/[a-z0-9]+/g))
    out.push({
      folded: m[0],
      raw: text.slice(m.index, m.index + m[0].length),
      start: m.index,
      end: m.index + m[0].length,
    })
  return out
}

function prepositionAt(words: readonly Word[], i: number): number {
  for (const p of PREPOSITIONS) {
    const parts = p.split(' ')
    if (parts.every((part, k) => words[i + k]?.folded === part)) return parts.length
  }
  return 0
}

/** Words that head a place's name, which its own name follows: "la gare de l'Est", "Place de la Concorde", "the Tower of London". */
const HEADS = new Set([
  'gare',
  'place',
  'porte',
  'pont',
  'parc',
  'tour',
  'rue',
  'avenue',
  'boulevard',
  'quai',
  'aeroport',
  'airport',
  'tower',
  'bridge',
  'park',
  'square',
  'street',
])
/** Joining words inside a name ("Gare de l'Est", "Porte d'Orléans", "Tower of London"), not at its end. */
const JOINS = new Set(['de', 'du', 'des', 'd', 'l', 'la', 'le', 'les', 'of', 'the'])

const nameWord = (w: Word | undefined) => w !== undefined && !STOP.has(w.folded) && !/^\d/.test(w.folded)

/**
 * The words of a name from word j: up to three words that end no name, or a head word and the name
 * it leads to, joining words included ("gare de l'Est", "Place de la Concorde").
 */
function nameAt(words: readonly Word[], j: number): Word[] {
  const name: Word[] = []
  let k = j
  // "à la station Nation": the place is Nation.
  if ((words[k]?.folded === 'station' || words[k]?.folded === 'stop') && nameWord(words[k + 1])) k++
  const headed = words[k] !== undefined && HEADS.has(words[k].folded)
  if (headed) name.push(words[k++])
  const start = name.length
  while (name.length - start < 3) {
    let joins = 0
    if (headed || name.length > start) while (words[k + joins] && JOINS.has(words[k + joins].folded) && joins < 3) joins++
    if (!nameWord(words[k + joins])) break
    for (let n = 0; n <= joins; n++) name.push(words[k + n])
    k += joins + 1
  }
  // A head word alone ("à la gare") names no place.
  return name.length === start ? [] : name
}

/** The place's name as typed, or null. `readsAsSomething` tells whether the engine reads a piece of text. */
export function unknownPlace(text: string, result: IntentResult, readsAsSomething: (piece: string) => boolean): string | null {
  if (result.intent !== 'search_vehicles' && result.intent !== 'join_carpool') return null
  const hasPlace = ['startStation', 'address'].some((k) => typeof result.slots[k] === 'string' && result.slots[k] !== '')
  if (hasPlace) return null
  const words = wordsWithRaw(text)
  for (let i = 0; i < words.length; i++) {
    const skip = prepositionAt(words, i)
    if (!skip) continue
    let j = i + skip
    while (words[j] && ARTICLES.has(words[j].folded)) j++
    // "at 1200 Sherbrooke Street West", "au 1200 rue Sherbrooke Ouest": a street address, house number first.
    const house = /^\d{2,5}$/.test(words[j]?.folded ?? '') ? words[j] : null
    const name = nameAt(words, house ? j + 1 : j)
    if (name.length === 0) continue
    if (house) name.unshift(house)
    const capitalised = /^\p{Lu}/u.test(name[0].raw)
    if (!capitalised && name[0].folded.length < 4) continue
    const piece = text.slice(name[0].start, name[name.length - 1].end)
    if (!readsAsSomething(piece)) return piece
  }
  return null
}
