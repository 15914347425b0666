import type { Translate } from './types'

/**
 * The example search sentence, true to this tenant: one of its own stations on a station tenant,
 * no place on an address tenant (or before the stations are known). Never a station it lacks.
 */
export function exampleSearch(t: Translate, searchEngine: 'station' | 'address', stations: readonly { name: string }[]): string {
  const place = searchEngine === 'station' ? stations[0]?.name : undefined
  return place ? t('examples.search-at', { place }) : t('examples.search')
}

/** The example sentences of an answer: the search first, then the session's own. */
export function exampleSentences(t: Translate, list: string[], searchEngine: 'station' | 'address', stations: readonly { name: string }[]): string[] {
  return [exampleSearch(t, searchEngine, stations), ...list]
}
