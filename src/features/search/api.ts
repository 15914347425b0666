import { apiGet, apiPost } from '@/core/api'
import { PriceQuoteResponseSchema, type PriceQuote, type PriceQuoteBody } from '@contracts/price-breakdown'
import { VehicleResponseSchema, VehicleSearchResponseSchema, type Vehicle, type VehicleSearchBody, type VehicleSearchResponse } from '@contracts/vehicle'
import {
  type CarpoolSearchBodySchema,
  CarpoolSearchResponseSchema,
  asDriverQuery,
  BLOCKING_STATUSES,
  RentalResponseSchema,
  RentalsResponseSchema,
  type CreateRentalBody,
  type Rental,
} from '@contracts/rental'
import { PlacesResponseSchema, type Place } from '@contracts/place'
import type { z } from 'zod'

type CarpoolSearchBody = z.infer<typeof CarpoolSearchBodySchema>
type CarpoolSearchResponse = z.infer<typeof CarpoolSearchResponseSchema>

export function searchVehicles(body: VehicleSearchBody, signal?: AbortSignal): Promise<VehicleSearchResponse> {
  return apiPost('/vehicles/search', body, VehicleSearchResponseSchema, { signal })
}

export async function fetchVehicle(id: number, signal?: AbortSignal): Promise<Vehicle> {
  return (await apiGet(`/vehicles/${id}`, VehicleResponseSchema, { signal })).vehicle
}

/** Books; `idempotencyKey` names the attempt, so a retry answers the rental it made. */
export async function createRental(body: CreateRentalBody, idempotencyKey: string): Promise<Rental> {
  return (await apiPost('/user/rentals', body, RentalResponseSchema, { headers: { 'Idempotency-Key': idempotencyKey } })).rental
}

export function searchCarpools(body: CarpoolSearchBody, signal?: AbortSignal): Promise<CarpoolSearchResponse> {
  return apiPost('/carpooling_rentals/search', body, CarpoolSearchResponseSchema, { signal })
}

/** Joins a carpool as a passenger (DECISIONS.md: the member comes from the token). */
export async function joinCarpool(rentalId: number): Promise<void> {
  await apiPost(`/user/rentals/${rentalId}/passengers`, { passenger: { rental_id: rentalId } })
}

/** Address suggestions (GET /places?q=), restricted to the tenant's country by the server. */
export async function fetchPlaces(q: string, signal?: AbortSignal): Promise<Place[]> {
  return (await apiGet('/places', PlacesResponseSchema, { query: { q }, signal })).places
}

/** The price of a booking line by line, with the member's card and free cancellation (POST /vehicles/{id}/price). */
export async function fetchPriceQuote(vehicleId: number, price: PriceQuoteBody['price'], signal?: AbortSignal): Promise<PriceQuote> {
  return (await apiPost(`/vehicles/${vehicleId}/price`, { price }, PriceQuoteResponseSchema, { signal })).price_quote
}

/** The member's own live bookings as driver (GET /rentals), for the overlap warning on the review. */
export async function fetchOwnLiveBookings(memberId: number, signal?: AbortSignal): Promise<Rental[]> {
  const query = { page: 1, limit: 100, statuses: BLOCKING_STATUSES, order: 'asc', ...asDriverQuery(memberId) }
  return (await apiGet('/rentals', RentalsResponseSchema, { query, signal })).rentals
}
