import { ARTICLES, NAME_LINKS, STATION_WORDS } from '../lexicon/function-words'
import { isPunct, phrase, phraseEndingAt, type Entity, type Sentence } from '../matchers/types'
import { nameThenStation } from './name-then-station'

export type PlaceRole = 'origin' | 'dest' | 'to' | 'return' | 'none'

const MAX_PLACE_TOKENS = 6

/** How a place is introduced: "depuis", "from" (origin), "pour aller à", "vers" (dest), "to", "pour" (to). */
export function roleOf(s: Sentence, start: number): PlaceRole {
  let pos = start
  for (let step = 0; step < 3 && pos > 0; step++) {
    if (phraseEndingAt(s, pos, 'place', 'return')) return 'return'
    if (phraseEndingAt(s, pos, 'place', 'dest') || phraseEndingAt(s, pos, 'conn', 'until')) return 'dest'
    if (phraseEndingAt(s, pos, 'place', 'dest_weak')) return 'to'
    if (phraseEndingAt(s, pos, 'place', 'origin')) return 'origin'
    const prev = s.tokens[pos - 1]
    if (ARTICLES.has(prev.norm) || STATION_WORDS.has(prev.norm)) pos--
    else break
  }
  return 'none'
}

/** Tokens taken by a slot (a station, a date...): a place name stops there. */
export type Taken = readonly boolean[]

export function takenBy(entities: readonly Entity[], length: number): boolean[] {
  const taken = new Array<boolean>(length).fill(false)
  for (const e of entities) if (e.type !== 'cue') for (let i = e.start; i < e.end && i < length; i++) taken[i] = true
  return taken
}

const covered = (taken: Taken, i: number) => taken[i] === true

/** A place's text as written and the tokens it spans, start included, end excluded. */
export interface Place {
  text: string
  start: number
  end: number
}

/**
 * The tokens taken, and a place's too: once the destination is read, its station word is no place
 * to start from ("pour aller à la gare du nord depuis la gare de lyon" starts at the gare de lyon).
 */
export function alsoTaken(taken: Taken, place: Place | null): Taken {
  if (!place) return taken
  return taken.map((t, i) => t || (i >= place.start && i < place.end))
}

function known(s: Sentence, i: number): boolean {
  const t = s.tokens[i]
  return t !== undefined && (s.lex.known.has(t.norm) || (s.hits[i]?.length ?? 0) > 0)
}

function placeWord(s: Sentence, i: number, taken: Taken): boolean {
  const t = s.tokens[i]
  if (!t || t.kind !== 'word' || covered(taken, i)) return false
  return t.upper || !known(s, i)
}

// Words that end a place's name typed in lower case ("quebec city", "mexico city"), though known alone.
const PLACE_TAILS = new Set(['city', 'ville'])

/** The place name that starts at token i, as written: capitalised or unknown words, and the small words between them. */
export function capturePlace(s: Sentence, i: number, taken: Taken): Omit<Place, 'start'> | null {
  let j = i
  if (s.tokens[j] && ARTICLES.has(s.tokens[j].norm) && !s.tokens[j].upper) j++
  if (!placeWord(s, j, taken)) return null
  const first = j
  let last = j
  j++
  while (j < s.tokens.length && j - first < MAX_PLACE_TOKENS) {
    const t = s.tokens[j]
    if ((placeWord(s, j, taken) && (t.upper || t.gap === '-' || t.gap === "'" || !known(s, j))) || (PLACE_TAILS.has(t.norm) && !covered(taken, j))) {
      last = j
      j++
    } else if (t.kind === 'word' && NAME_LINKS.has(t.norm) && !covered(taken, j) && s.tokens[j + 1]?.upper && placeWord(s, j + 1, taken)) {
      last = j + 1
      j += 2
    } else break
  }
  return { text: s.text.slice(s.tokens[first].start, s.tokens[last].end), end: last + 1 }
}

const INFINITIVE = /(?:er|ir)$/
// What may follow a place name: a date or a connector ("to laval tomorrow", "to laval for 3 days").
const PLACE_FOLLOWERS = new Set<string>(['conn', 'day', 'weekday', 'part', 'now', 'weekend', 'place'])

function lowercasePlace(s: Sentence, at: number, taken: Taken): boolean {
  const t = s.tokens[at]
  if (t.kind !== 'word' || t.norm.length < 3 || known(s, at) || (s.lang === 'fr' && INFINITIVE.test(t.norm))) return false
  const place = capturePlace(s, at, taken)
  if (!place) return false
  const after = s.tokens[place.end]
  if (after === undefined || after.kind === 'punct' || covered(taken, place.end)) return true
  return (s.hits[place.end] ?? []).some((e) => PLACE_FOLLOWERS.has(e.group) && !ARTICLES.has(after.norm))
}

/** Where the driver is going when it is not a station: "pour aller à Sherbrooke", "to Quebec City". */
export function findDestination(s: Sentence, taken: Taken): Place | null {
  for (let i = 0; i < s.tokens.length; i++) {
    if (covered(taken, i)) continue
    const strong = phrase(s, i, 'place', 'dest') ?? phrase(s, i, 'conn', 'until')
    const weak = strong ? undefined : phrase(s, i, 'place', 'dest_weak')
    const marker = strong ?? weak
    if (!marker) continue
    const at = i + marker.len
    const next = s.tokens[at]
    if (!next || covered(taken, at)) continue
    // "vers la gare de lyon", "to the station berri": the station word opens the destination as it
    // opens an address, after a strong or a weak marker alike ("pour la gare du nord").
    const station = stationPlace(s, at, taken)
    if (station) return { ...station, start: at }
    // English writes the station word last: "to union station", "to the north station".
    const named = stationAfterName(s, at, taken)
    if (named) return { ...(longer(named, capturePlace(s, at, taken)) ?? named), start: at }
    // After a weak "to" or "pour", a place is capitalised, or an unknown word that ends the phrase
    // ("to laval tomorrow"); "to book", "pour déménager", "to visit my mum" are not places.
    if (weak && !next.upper && !lowercasePlace(s, at, taken)) continue
    const place = capturePlace(s, at, taken)
    if (place) return { ...place, start: at }
  }
  return null
}

/**
 * A station word that no station of the catalog took: "gare de lyon" typed in lower case when the
 * tenant has no such station (none loaded yet, or another tenant's). It opens the place and stays
 * in it, or only "lyon" would be kept; a station of the catalog covers its tokens and wins.
 */
function stationWordAt(s: Sentence, i: number, taken: Taken): boolean {
  const t = s.tokens[i]
  return t !== undefined && t.kind === 'word' && !covered(taken, i) && STATION_WORDS.has(t.norm)
}

/** The place a station word opens at i, or after an article there; null for a station word alone ("vers la gare"). */
function stationPlace(s: Sentence, i: number, taken: Taken): Omit<Place, 'start'> | null {
  const article = s.tokens[i] !== undefined && ARTICLES.has(s.tokens[i].norm) && !s.tokens[i].upper
  return stationWordAt(s, article ? i + 1 : i, taken) ? captureAddress(s, i, taken) : null
}

/** "union station", "the north station": a name its station word closes (English order), station word included. */
function stationAfterName(s: Sentence, i: number, taken: Taken): Omit<Place, 'start'> | null {
  const named = nameThenStation(
    s,
    i,
    (j) => placeWord(s, j, taken),
    (j) => !covered(taken, j),
  )
  return named && { text: s.text.slice(s.tokens[named.first].start, s.tokens[named.end - 1].end), end: named.end }
}

/** The place reaching further: "Union Station, Toronto" read by the name's own rules keeps its city. */
function longer<P extends { end: number }>(a: P | null, b: P | null): P | null {
  if (!a || !b) return a ?? b
  return b.end > a.end ? b : a
}

/**
 * A station of the catalog as the driver wrote it, with the station word its match leaves out in
 * front of the name: "to the station berri" is "station berri" (not "berri"), the text the same
 * sentence gives on a tenant without that station (stationPlace keeps the word there too).
 */
export function writtenStation(s: Sentence, taken: Taken, station: { start: number; end: number }): string {
  const from = stationWordAt(s, station.start - 1, taken) ? station.start - 1 : station.start
  return s.text.slice(s.tokens[from].start, s.tokens[station.end - 1].end)
}

/** An address for the address engine: "près du 123 rue Saint-Denis", "at 4200 Saint-Denis Street", "near Place Ville-Marie". */
export function findAddress(s: Sentence, taken: Taken): string | null {
  for (let i = 0; i < s.tokens.length; i++) {
    if (covered(taken, i)) continue
    const t = s.tokens[i]
    const street = t.kind === 'num' && (phrase(s, i + 1, 'street') || s.tokens[i + 1]?.upper) && !covered(taken, i + 1)
    const stationWord = stationWordAt(s, i, taken)
    const marker = street || stationWord ? undefined : (phrase(s, i, 'place', 'near') ?? phrase(s, i, 'place', 'at') ?? phrase(s, i, 'place', 'origin'))
    if (!street && !stationWord && !marker) continue
    const from = street || stationWord ? i : i + (marker?.len ?? 0)
    // After a marker, an English name its station word closes ("from union station") is read whole.
    const address = marker ? longer(stationAfterName(s, from, taken), captureAddress(s, from, taken)) : captureAddress(s, from, taken)
    if (address) return address.text
  }
  return null
}

function captureAddress(s: Sentence, i: number, taken: Taken): Omit<Place, 'start'> | null {
  let j = i
  if (s.tokens[j] && ARTICLES.has(s.tokens[j].norm) && !s.tokens[j].upper) j++
  const first = j
  let last = -1
  let words = 0
  while (j < s.tokens.length && j - first < 10 && !covered(taken, j)) {
    const t = s.tokens[j]
    const isStreet = phrase(s, j, 'street') !== undefined
    if (t.kind === 'num' && (j === first || s.tokens[j - 1].kind === 'num' || s.tokens[j - 1].gap === '-')) {
      last = j
    } else if (t.kind === 'word' && (isStreet || t.upper || !known(s, j))) {
      last = j
      words++
    } else if (t.kind === 'word' && STATION_WORDS.has(t.norm) && j === first) {
      // Part of the address, but not a name by itself: "près de la gare" names no place.
      last = j
    } else if (t.kind === 'word' && NAME_LINKS.has(t.norm) && last >= 0 && s.tokens[j + 1]?.kind === 'word' && !covered(taken, j + 1)) {
      // a link word is kept only if a name word follows
    } else if (isPunct(t, ',') && last >= 0 && s.tokens[j + 1]?.upper && !covered(taken, j + 1) && !known(s, j + 1)) {
      // ", Montréal"
    } else if (isPunct(t, '.') && t.gap === '' && last === j - 1) {
      // "St."
    } else break
    j++
  }
  if (last < 0 || words === 0) return null
  return { text: s.text.slice(s.tokens[first].start, s.tokens[last].end), end: last + 1 }
}
