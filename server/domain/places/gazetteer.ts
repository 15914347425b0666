import type { Place } from '@contracts/place'
import type { CountryGazetteer } from './gazetteer-entry'
import { GAZETTEER_CA } from './gazetteer-ca'
import { GAZETTEER_FR } from './gazetteer-fr'
import { normalizeText, queryTokens } from './normalize'

interface IndexedPlace {
  place: Place
  name: string
  nameWords: string[]
  allWords: string[]
}

function indexCountry(g: CountryGazetteer): IndexedPlace[] {
  return g.entries.map(([name, locality, latitude, longitude, region]) => {
    const formatted = [name, locality, region ?? g.region].filter((p) => p !== '').join(', ')
    const normName = normalizeText(name)
    return {
      place: {
        place_id: `gazetteer:${g.country.toLowerCase()}:${normalizeText(`${name} ${locality}`).replace(/ /g, '-')}`,
        name,
        formatted_address: formatted,
        latitude,
        longitude,
      },
      name: normName,
      nameWords: normName.split(' '),
      allWords: normalizeText(`${name} ${locality}`).split(' '),
    }
  })
}

const INDEX = new Map<string, IndexedPlace[]>([GAZETTEER_CA, GAZETTEER_FR].map((g) => [g.country, indexCountry(g)]))

/** Countries the built-in gazetteer covers (ISO 3166-1 alpha-2). */
export const GAZETTEER_COUNTRIES = [...INDEX.keys()]

const everyTokenPrefixes = (tokens: string[], words: string[]) => tokens.every((t) => words.some((w) => w.startsWith(t)))

/**
 * The offline autocomplete: places of the country whose name (or name and locality) has a word
 * starting with each typed word, ignoring case and accents. Names that start with the query come
 * first, then matches on the name alone, then on name and locality; shorter names first.
 */
export function searchGazetteer(query: string, country: string, limit: number): Place[] {
  const entries = INDEX.get(country.toUpperCase())
  const tokens = queryTokens(query)
  if (!entries || tokens.length === 0) return []
  const whole = tokens.join(' ')
  const scored: { p: IndexedPlace; score: number }[] = []
  for (const p of entries) {
    let score: number
    if (p.name.startsWith(whole)) score = 0
    else if (everyTokenPrefixes(tokens, p.nameWords)) score = 1
    else if (everyTokenPrefixes(tokens, p.allWords)) score = 2
    else continue
    scored.push({ p, score })
  }
  scored.sort((a, b) => a.score - b.score || a.p.name.length - b.p.name.length || a.p.name.localeCompare(b.p.name))
  return scored.slice(0, limit).map((s) => s.p.place)
}
