import type { CardSpec, CarpoolOffer, MemberBooking, VehicleChoice } from '@/chat/dialog/types'
import { foldedText } from '@/chat/dialog/folded-text'
import type { ReplayFakeApi, ReplayVehicle } from './replay-api'

/**
 * The replay's fake search (../shared/dialogues/CONTRACT.md, Part 2): what a results card or a
 * carpools card would show, answered from the catalog's `vehicles` and `carpools` instead of the
 * server. A fake: every vehicle of the searched station (all of them for an address tenant) that
 * fits the card's filters and that no booking of the line holds then, cheapest first when the card
 * sorts by price, otherwise in catalog order.
 */

type Props = Record<string, unknown>
const isObject = (v: unknown): v is Props => typeof v === 'object' && v !== null && !Array.isArray(v)
const numbers = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : [])
const time = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? Date.parse(v) : null)

export function choiceOf(v: ReplayVehicle): VehicleChoice {
  return { id: v.id, make: v.make, model: v.model, category: v.category, hourly: v.hourly, daily: v.daily }
}

function held(v: ReplayVehicle, start: number | null, end: number | null, bookings: readonly MemberBooking[]): boolean {
  if (start === null) return false
  const until = end ?? start
  return bookings.some((b) => b.status !== 'closed' && b.vehicle?.id === v.id && Date.parse(b.start) < until && Date.parse(b.end) > start)
}

export function fakeVehicleResults(api: ReplayFakeApi, card: CardSpec, bookings: readonly MemberBooking[]): VehicleChoice[] | null {
  if (card.kind !== 'search-results' || !isObject(card.props.criteria)) return null
  const c = card.props.criteria
  const addressTenant = api.tenant.search_engine === 'address'
  const station = typeof c.startStation === 'number' ? c.startStation : null
  const categories = numbers(c.categories).map((id) => api.catalogIds.categories.get(id))
  const gears = typeof c.gearsType === 'string' && c.gearsType !== 'all' ? c.gearsType : null
  const seats = typeof c.seatsCount === 'number' ? c.seatsCount : null
  const start = time(c.startDate)
  const end = time(c.endDate)
  const fits = api.vehicles.filter(
    (v) =>
      (addressTenant || v.station === station) &&
      (categories.length === 0 || categories.includes(v.category ?? undefined)) &&
      (gears === null || v.gears === gears) &&
      (seats === null || (v.seats ?? 0) >= seats) &&
      !held(v, start, end, bookings),
  )
  const ordered = card.props.sort === 'price' ? [...fits].sort((a, b) => (a.hourly ?? Infinity) - (b.hourly ?? Infinity)) : fits
  // The category as the chat keys it (the API's numeric id), as a live result carries it.
  const categoryId = (id: string | null) => {
    for (const [numeric, catalogId] of api.catalogIds.categories) if (catalogId === id) return String(numeric)
    return id
  }
  return ordered.map((v) => ({ ...choiceOf(v), category: categoryId(v.category) }))
}

/** Carpools going to the destination said (folded as in rule 8) whose day overlaps the card's window. */
export function fakeCarpoolResults(api: ReplayFakeApi, card: CardSpec): CarpoolOffer[] | null {
  if (card.kind !== 'carpool-offers' || !isObject(card.props.criteria)) return null
  const c = card.props.criteria
  const start = time(c.startDate)
  const end = time(c.endDate) ?? (start === null ? null : start + 24 * 3_600_000)
  const wanted = typeof card.props.destinationText === 'string' ? foldedText(card.props.destinationText) : ''
  return api.carpools.filter((p) => {
    const to = foldedText(p.destination)
    const goes = wanted === '' || to.includes(wanted) || wanted.includes(to)
    const overlaps = start === null || end === null || (Date.parse(p.start) < end && Date.parse(p.end) > start)
    return goes && overlaps
  })
}
