import { apiDelete, apiGet, apiPost, apiPut, http } from '@/core/api'
import { useSessionStore } from '@/core/session'
import { ReceiptMailAnswerSchema, ReceiptResponseSchema, type Receipt } from '@contracts/receipt'
import { asDriverQuery, PassengersResponseSchema, RentalResponseSchema, RentalsResponseSchema, type Passenger, type Rental, type RentalsResponse } from '@contracts/rental'
import { StationResponseSchema, type Station } from '@contracts/reference'
import { PublicUserSchema, type PublicUser } from '@contracts/user'
import { VehicleResponseSchema, type Vehicle } from '@contracts/vehicle'
import { z } from 'zod'
import { LIST_SPECS, type ListKey } from './rental-lists'
import type { Times } from './modify-bounds'
import { modifyBody } from './modify-bounds'

/** One page of a list of spec section 9: GET /rentals (the member as driver) or GET /user/carpooling_rentals (joined). */
export function fetchRentalPage(key: ListKey, page: number, signal?: AbortSignal): Promise<RentalsResponse> {
  const spec = LIST_SPECS[key]
  const query = { page, limit: spec.limit, statuses: spec.statuses, order: spec.order }
  if (spec.source !== 'bookings') return apiGet('/user/carpooling_rentals', RentalsResponseSchema, { query, signal })
  const memberId = useSessionStore.getState().user?.id
  return apiGet('/rentals', RentalsResponseSchema, { query: memberId === undefined ? query : { ...query, ...asDriverQuery(memberId) }, signal })
}

export async function fetchRental(id: number, signal?: AbortSignal): Promise<Rental> {
  return (await apiGet(`/user/rentals/${id}`, RentalResponseSchema, { signal })).rental
}

export async function updateRentalTimes(id: number, current: Times, draft: Times): Promise<Rental> {
  return (await apiPut(`/user/rentals/${id}`, modifyBody(current, draft), RentalResponseSchema)).rental
}

export async function updateGeotracking(id: number, geotracking: boolean): Promise<Rental> {
  return (await apiPut(`/user/rentals/${id}`, { rental: { geotracking } }, RentalResponseSchema)).rental
}

// The API client always declares a JSON body, and the server refuses an empty one: bodyless calls send {}.
const NO_BODY = { json: {} }

/** DELETE /user/rentals/{id}: the rental comes back with status cancelled. */
export async function cancelRentalCall(id: number): Promise<Rental> {
  return (await apiDelete(`/user/rentals/${id}`, RentalResponseSchema, NO_BODY)).rental
}

/** DELETE /user/rentals/{id}/passengers: the member leaves a carpool they joined (204). */
export async function leaveCarpoolCall(id: number): Promise<void> {
  await apiDelete(`/user/rentals/${id}/passengers`, undefined, NO_BODY)
}

export async function fetchPassengers(id: number, signal?: AbortSignal): Promise<Passenger[]> {
  return (await apiGet(`/rentals/${id}/passengers`, PassengersResponseSchema, { signal })).passengers
}

export async function fetchVehicle(id: number, signal?: AbortSignal): Promise<Vehicle> {
  return (await apiGet(`/vehicles/${id}`, VehicleResponseSchema, { signal })).vehicle
}

export async function fetchStation(id: number, signal?: AbortSignal): Promise<Station> {
  return (await apiGet(`/stations/${id}`, StationResponseSchema, { signal })).station
}

const PublicUserResponseSchema = z.object({ user: PublicUserSchema })

/** The driver card of a carpool (GET /users/{id}): public fields only. */
export async function fetchPublicUser(id: number, signal?: AbortSignal): Promise<PublicUser> {
  return (await apiGet(`/users/${id}`, PublicUserResponseSchema, { signal })).user
}

/** The receipt of a finished rental; 404 until the rental is closed and invoiced. */
export async function fetchReceipt(id: number, signal?: AbortSignal): Promise<Receipt> {
  return (await apiGet(`/user/rentals/${id}/receipt`, ReceiptResponseSchema, { signal })).receipt
}

/** E-mails the receipt's PDF to the member's own address (through the server's outbox); answers that address. */
export async function sendReceiptMail(id: number): Promise<string> {
  return (await apiPost(`/user/rentals/${id}/receipt/email`, {}, ReceiptMailAnswerSchema)).receipt_mail.to
}

/** The receipt as a PDF file (bearer-authenticated, so fetched, then saved). */
export async function fetchReceiptPdf(id: number): Promise<Blob> {
  return http()
    .get(`user/rentals/${id}/receipt.pdf`, { headers: { Accept: 'application/pdf' } })
    .blob()
}
