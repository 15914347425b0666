import { z } from 'zod'
import { CarpoolResultSchema, type CarpoolResult } from '@contracts/rental'
import { VehicleSearchResultSchema, type VehicleSearchResult } from '@contracts/vehicle'
import type { SearchCriteria } from './search-criteria'
import { SearchCriteriaSchema } from './search-criteria-schema'
import { AWAITED_BOOKING_PREFIX, setInPageAwaitedBookingReset } from './awaited-booking-logout'

/**
 * What a guest's booking click was about when it asked for a login (spec section 4): a result
 * with the criteria it was found with (its review), or another member's carpool offer to join.
 */
export type AwaitedBooking = { kind: 'rental'; result: VehicleSearchResult; criteria: SearchCriteria } | { kind: 'carpool'; carpool: CarpoolResult }

const AwaitedBookingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('rental'), result: VehicleSearchResultSchema, criteria: SearchCriteriaSchema }),
  z.object({ kind: z.literal('carpool'), carpool: CarpoolResultSchema }),
])

/**
 * Kept in sessionStorage, per tenant, so that a reload between the click and the login does not
 * lose it (the search store lives in memory only) and the tab's end does. It is a guest's, so no
 * member in the key. It holds what the search answered, never a token or a vehicle's access text.
 */
function keyOf(tenant: string): string {
  return `${AWAITED_BOOKING_PREFIX}${tenant}`
}

/** Only when storage refuses: the booking then lasts as long as the page. */
let inPage: { tenant: string; booking: AwaitedBooking } | null = null
setInPageAwaitedBookingReset(() => {
  inPage = null
})

export function saveAwaitedBooking(tenant: string, booking: AwaitedBooking): void {
  // Search answers never carry the access text; blanked anyway so that none is ever stored.
  const kept: AwaitedBooking =
    booking.kind === 'rental' ? { ...booking, result: { ...booking.result, vehicle: { ...booking.result.vehicle, access_instructions: null } } } : booking
  inPage = null
  try {
    sessionStorage.setItem(keyOf(tenant), JSON.stringify(kept))
  } catch {
    inPage = { tenant, booking: kept }
  }
}

function readStored(tenant: string): AwaitedBooking | null {
  try {
    const raw = sessionStorage.getItem(keyOf(tenant))
    if (!raw) return null
    const parsed = AwaitedBookingSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The booking awaiting a login on this tenant, forgotten as it is given: it resumes once. */
export function takeAwaitedBooking(tenant: string): AwaitedBooking | null {
  const booking = readStored(tenant) ?? (inPage?.tenant === tenant ? inPage.booking : null)
  forgetAwaitedBooking(tenant)
  return booking
}

/** The guest chose something else: no login takes the earlier click up again. */
export function forgetAwaitedBooking(tenant: string): void {
  if (inPage?.tenant === tenant) inPage = null
  try {
    sessionStorage.removeItem(keyOf(tenant))
  } catch {
    // Nothing was kept.
  }
}
