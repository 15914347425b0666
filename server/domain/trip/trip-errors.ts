import { TRIP_REFUSAL_CODES, type TripRefusal } from '@contracts/trip'
import { ApiError } from '../../errors'

/** A trip call refused: 409 (400 for a bad extension) with the reason and what to do in the entry's `trip` (contracts/trip.ts). */
export function tripRefused(refusal: TripRefusal, status = 409): ApiError {
  return new ApiError(status, TRIP_REFUSAL_CODES[refusal.reason], undefined, undefined, { trip: refusal })
}
