import type { CarpoolResult } from '@contracts/rental'
import type { VehicleSearchResult } from '@contracts/vehicle'
import type { SearchCriteria } from '@/features/search/search-criteria'
import { shownResults } from '@cards/search-results/shown-results'
import { shownCarpools } from '@cards/carpool-offers/shown-carpools'
import type { CardSpec, CarpoolOffer, DialogEnv, VehicleChoice } from '../dialog/types'
import type { ChatMessage, StoredCard } from './message-model'

/** The newest card of the thread: the last card of the latest message carrying one (a typed choice or yes answers it). */
export function newestCardOf(messages: readonly ChatMessage[]): StoredCard | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const { cards } = messages[i]
    if (cards.length > 0) return cards[cards.length - 1]
  }
  return null
}

/**
 * A result as the dialog chooses among them. Its price is for the searched period, the same for
 * every result: it orders them as an hourly rate would ("the cheapest"). The review card gets the
 * result itself and the criteria the card searched (its places resolved).
 */
export function choiceOfResult(r: VehicleSearchResult, criteria: SearchCriteria): VehicleChoice {
  const { vehicle } = r
  return {
    id: String(vehicle.id),
    make: vehicle.make,
    model: vehicle.model,
    category: vehicle.category_id === null ? null : String(vehicle.category_id),
    hourly: r.price.value_cents / 100,
    daily: null,
    review: { result: r, carpool: null, vehicle, criteria },
  }
}

/** An offer a carpools card shows, as the dialog chooses among them (rule 14). */
function offerOfResult(r: CarpoolResult): CarpoolOffer {
  return {
    id: String(r.id),
    driver: r.driver.first_name ?? '',
    station: r.start_station_id,
    destination: r.carpooling_destination ?? '',
    start: r.reservation_start_time,
    end: r.reservation_end_time,
    seats: r.available_seats,
  }
}

function shown(cardId: string): VehicleChoice[] | null {
  const recorded = shownResults(cardId)
  return recorded ? recorded.results.map((r) => choiceOfResult(r, recorded.criteria)) : null
}

/** The newest card as the dialog sees it, and what it shows: the vehicles of a results card once its search answered. */
export function newestCardEnv(messages: readonly ChatMessage[]): Pick<DialogEnv, 'newestCard' | 'shown'> {
  const stored = newestCardOf(messages)
  if (!stored) return { newestCard: null, shown: null }
  const newestCard: CardSpec = { kind: stored.kind, props: stored.props }
  return {
    newestCard,
    shown: {
      vehicles: (card) => (card === newestCard && card.kind === 'search-results' ? (shown(stored.id) ?? null) : null),
      carpools: (card) => (card === newestCard && card.kind === 'carpool-offers' ? (shownCarpools(stored.id)?.map(offerOfResult) ?? null) : null),
    },
  }
}
