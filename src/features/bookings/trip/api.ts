import { apiGet, apiPost, apiPut } from '@/core/api'
import { RentalResponseSchema, type Rental } from '@contracts/rental'
import {
  ConditionReportResponseSchema,
  ConditionReportsResponseSchema,
  ExtensionQuoteResponseSchema,
  TRIP_IDEMPOTENCY_HEADER,
  TripEndResponseSchema,
  TripStartResponseSchema,
  TripStateResponseSchema,
  VehicleCommandResponseSchema,
  type ConditionReport,
  type ConditionReportsResponse,
  type ExtensionQuote,
  type TripEndResponse,
  type TripMoment,
  type TripStartResponse,
  type TripState,
  type VehicleCommandResponse,
  type VehicleSide,
} from '@contracts/trip'

// The trip's calls (../shared/trip/CONTRACT.md); every one answers 404 to anyone but the driver.

export async function fetchTrip(id: number, signal?: AbortSignal): Promise<TripState> {
  return (await apiGet(`/user/rentals/${id}/trip`, TripStateResponseSchema, { signal })).trip
}

export function fetchConditionReports(id: number, signal?: AbortSignal): Promise<ConditionReportsResponse> {
  return apiGet(`/user/rentals/${id}/condition_reports`, ConditionReportsResponseSchema, { signal })
}

export interface NewReport {
  moment: TripMoment
  side: VehicleSide
  note: string
  photo: File | null
}

export async function postConditionReport(id: number, report: NewReport): Promise<ConditionReport> {
  const body = new FormData()
  body.append('moment', report.moment)
  body.append('side', report.side)
  if (report.note.trim()) body.append('note', report.note.trim())
  if (report.photo) body.append('photo', report.photo)
  return (await apiPost(`/user/rentals/${id}/condition_reports`, undefined, ConditionReportResponseSchema, { body })).condition_report
}

// The command's id goes with it: a retry (a lost answer, another tab) reaches the vehicle once.
// The server refuses an empty JSON body: bodyless calls send {}.
const commandHeaders = (key: string) => ({ headers: { [TRIP_IDEMPOTENCY_HEADER]: key } })

export function startTripCall(id: number, key: string): Promise<TripStartResponse> {
  return apiPost(`/user/rentals/${id}/start`, {}, TripStartResponseSchema, commandHeaders(key))
}

export function vehicleCommandCall(id: number, command: 'unlock' | 'lock', key: string): Promise<VehicleCommandResponse> {
  return apiPost(`/user/rentals/${id}/${command}`, {}, VehicleCommandResponseSchema, commandHeaders(key))
}

export function endTripCall(id: number, key: string): Promise<TripEndResponse> {
  return apiPost(`/user/rentals/${id}/end`, {}, TripEndResponseSchema, commandHeaders(key))
}

export async function fetchExtensionQuote(id: number, endTime: string, signal?: AbortSignal): Promise<ExtensionQuote> {
  return (await apiGet(`/user/rentals/${id}/extension`, ExtensionQuoteResponseSchema, { query: { end_time: endTime }, signal })).extension
}

/** The spec's modification call extends a rental in progress too, up to the quote's latest end. */
export async function extendTripCall(id: number, endTime: string): Promise<Rental> {
  return (await apiPut(`/user/rentals/${id}`, { rental: { reservation_end_time: endTime } }, RentalResponseSchema)).rental
}
