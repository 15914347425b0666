import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import type { SearchSlots } from '@intents/types'
import type { CardSpec } from '../dialog/types'

/** A slot's value as read back from JSON: the engine's literal ids and numbers as plain values. */
type Widened<T> = T extends readonly (infer E)[] ? Widened<E>[] : T extends string ? string : T extends number ? number : T

/**
 * The search of a turn in the dialogue contract's shape, every key present: the engine's search
 * slots (intents/types.ts) that a results card carries, and which list it shows. Options, gears
 * and seats come back from the card's props as the API got them, so as plain values.
 */
export type ContractSearch = { kind: 'vehicles' | 'carpools' } & Pick<
  SearchSlots,
  'startStation' | 'endStation' | 'address' | 'destination' | 'startDate' | 'endDate' | 'categories' | 'carpooling' | 'sort'
> & { [K in 'options' | 'gearsType' | 'seatsCount']: Widened<SearchSlots[K]> }

export interface IdsBack {
  stations: ReadonlyMap<number, string>
  categories: ReadonlyMap<number, string>
}

const SEARCH_CARDS: Record<string, ContractSearch['kind']> = {
  'search-results': 'vehicles',
  'carpool-offers': 'carpools',
}

type Props = Record<string, unknown>
const isObject = (v: unknown): v is Props => typeof v === 'object' && v !== null && !Array.isArray(v)

// The tenant's offset always written as ±hh:mm, "+00:00" in London's winter rather than "Z", as the contract's examples write instants.
function isoIn(ms: unknown, timeZone: string): string | null {
  if (typeof ms !== 'number' || !Number.isFinite(ms)) return null
  return format(new TZDate(ms, timeZone), "yyyy-MM-dd'T'HH:mm:ssxxx")
}

/**
 * The search a reply runs, read from its results card's props: what the card sends to the API,
 * said with the catalog's ids and the tenant's offset. A round trip (end station = start station,
 * which a one-way tenant's criteria carry) has no end station of its own: null.
 */
export function searchOfCards(cards: readonly CardSpec[], ids: IdsBack, timeZone: string): ContractSearch | null {
  const found = cards.find((c) => c.kind in SEARCH_CARDS)
  if (!found || !isObject(found.props.criteria)) return null
  const props = found.props
  const c = found.props.criteria as Props
  const station = (v: unknown) => (typeof v === 'number' ? (ids.stations.get(v) ?? String(v)) : null)
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)
  const start = station(c.startStation)
  const end = station(c.endStation)
  const location = isObject(c.location) ? text(c.location.displayText) : null
  return {
    kind: SEARCH_CARDS[found.kind],
    startStation: start,
    endStation: end === start ? null : end,
    address: text(props.addressText) ?? location,
    destination: text(props.destinationText),
    startDate: isoIn(c.startDate, timeZone),
    endDate: isoIn(c.endDate, timeZone),
    categories: (Array.isArray(c.categories) ? c.categories : []).map((id) => (typeof id === 'number' ? (ids.categories.get(id) ?? String(id)) : String(id))),
    options: Array.isArray(c.options) ? c.options.map(String) : [],
    gearsType: typeof c.gearsType === 'string' && c.gearsType !== 'all' ? c.gearsType : null,
    seatsCount: typeof c.seatsCount === 'number' ? c.seatsCount : null,
    carpooling: c.carpooling === true,
    sort: props.sort === 'price' ? 'price' : null,
  }
}
