import { foldedText } from './folded-text'
import type { CardSpec, DialogEnv } from './types'

// Every offer a carpools card would show, unfiltered: what the dialog can know of the tenant's destinations.
const ANY_CARPOOLS: CardSpec = { kind: 'carpool-offers', props: { criteria: { startDate: null, endDate: null }, destinationText: null } }
const ARTICLE = /^(l'|l’|la |le |les |the )/i

const bare = (text: string) =>
  foldedText(text.trim().replace(ARTICLE, ''))
    .replace(/[\s'’-]+/g, ' ')
    .trim()

/**
 * A carpool's destination as the chat says it back and reports it: the place understood, not the
 * keys typed. A station of the tenant ("airport", "l'aéroport") is that station's name; a destination
 * of the carpools the dialog knows, typed in lower case without its accents ("quebec"), takes that
 * carpool's spelling ("Québec"). A name the driver capitalised is kept as written ("Quebec", "Tremblant").
 */
export function carpoolDestination(written: unknown, env: Pick<DialogEnv, 'stations' | 'shown' | 'newestCard'>): string | null {
  if (typeof written !== 'string' || written.trim() === '') return null
  const said = bare(written)
  const station = env.stations.find((s) => [s.name, ...(s.aliases ?? [])].some((n) => bare(n) === said))
  if (station) return station.name
  if (written !== written.toLowerCase()) return written.trim()
  const newest = env.newestCard?.kind === 'carpool-offers' ? env.newestCard : ANY_CARPOOLS
  // "quebec city" is the carpool to Québec: a town's "city" / "ville" is no part of the name compared.
  const town = said.replace(/ (city|ville)$/, '')
  const offer = env.shown?.carpools(newest)?.find((o) => o.destination !== '' && [said, town].includes(bare(o.destination)))
  return offer ? offer.destination : written.trim()
}
