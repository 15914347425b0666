/**
 * Words of place names in French and English, so that "Central Station" finds "Gare Centrale" and
 * "la gare centrale" finds "Central Station". Folded when compiled.
 */
export const PLACE_WORDS: readonly (readonly [fr: string, en: string])[] = [
  ['aéroport', 'airport'],
  ['gare', 'station'],
  ['université', 'university'],
  ['marché', 'market'],
  ['centrale', 'central'],
  ['vieux', 'old'],
  ['vieille', 'old'],
  ['parc', 'park'],
  ['musée', 'museum'],
  ['hôpital', 'hospital'],
  ['école', 'school'],
  ['église', 'church'],
  ['cathédrale', 'cathedral'],
  ['pont', 'bridge'],
  ['centre', 'centre'],
  ['centre', 'center'],
  ['nord', 'north'],
  ['sud', 'south'],
  ['est', 'east'],
  ['ouest', 'west'],
  ['plage', 'beach'],
  ['lac', 'lake'],
  ['île', 'island'],
  ['quai', 'pier'],
  ['place', 'square'],
  ['stade', 'stadium'],
  ['port', 'port'],
  ['port', 'harbour'],
  ['port', 'harbor'],
  ['bibliothèque', 'library'],
  ['jardin', 'garden'],
  ['mont', 'mount'],
  ['tour', 'tower'],
  ['château', 'castle'],
  ['hôtel', 'hotel'],
  ['palais', 'palace'],
  ['rue', 'street'],
]

/** Nouns that come first in French names and last in English ones: "Université McGill", "McGill University". */
export const HEAD_NOUNS: readonly string[] = [
  'aéroport', 'gare', 'université', 'marché', 'parc', 'musée', 'hôpital', 'école', 'église', 'cathédrale', 'pont',
  'place', 'stade', 'lac', 'île', 'bibliothèque', 'jardin', 'tour', 'château', 'hôtel', 'palais', 'airport', 'station',
  'university', 'market', 'park', 'museum', 'hospital', 'school', 'church', 'cathedral', 'bridge', 'square', 'stadium',
  'lake', 'island', 'library', 'garden', 'tower', 'castle', 'hotel', 'palace',
]
