import { notifyApiError } from '@/core/api'
import { navigateTo } from '@/lib/navigation'
import { currentTenant } from '@/core/tenant'
import type { CarpoolResult } from '@contracts/rental'
import type { Vehicle, VehicleSearchResult } from '@contracts/vehicle'
import type { SearchCriteria } from './search-criteria'
import type { WorkflowStep } from '@contracts/user'
import { createRental, fetchVehicle, joinCarpool } from './api'
import { bookingAttemptKey, endBookingAttempt } from './booking-attempt'
import { saveAwaitedBooking, takeAwaitedBooking } from './awaited-booking'
import { loadBookingAccess } from './booking-access'
import { bookingClickAction } from './booking-click'
import { carpoolOfferWarning, type CarpoolOffer } from './carpool-offer'
import { toCreateRentalBody } from './rental-body'
import { currentSearchSettings, resumeSelection } from './search-actions'
import { patchCriteria, resetSearch, useSearchStore } from './search-store'
import { paths } from '@/core/paths'

/** Who clicks "book": a guest, or a member and their server step. */
export interface Booker {
  authenticated: boolean
  serverStep: WorkflowStep | null
  userId: number | null
}

export type MemberGate = 'ok' | 'prompt-member' | 'redirect-signup'

/** The member part of the booking-click rule (spec section 4), checked before any booking screen. */
export function memberGate(booker: Booker): MemberGate {
  const action = bookingClickAction({
    authenticated: booker.authenticated,
    serverStep: booker.serverStep,
    joiningCarpool: true,
    usePrivacyUsage: false,
    vehicleHasPrivacyUsage: false,
    privacyUsageAnswered: false,
  })
  return action === 'prompt-member' || action === 'redirect-signup' ? action : 'ok'
}

/**
 * vehicle -> booking (booking requested), once the booker may book; a guest is awaited as a member.
 * An unfinished registration stays where it is: the view says why and links to the signup.
 */
export function requestBooking(booker: Booker): MemberGate {
  const gate = memberGate(booker)
  if (gate === 'ok') useSearchStore.setState({ step: 'booking', bookingStatus: 'idle' })
  const { selected, criteria } = useSearchStore.getState()
  if (gate === 'prompt-member' && selected) saveAwaitedBooking(currentTenant().slug, { kind: 'rental', result: selected, criteria })
  return gate
}

/** The booking a login takes up again: the booking click's answer on what it was made on. */
export type ResumedBooking =
  | { kind: 'rental'; gate: MemberGate; result: VehicleSearchResult; criteria: SearchCriteria }
  | { kind: 'carpool'; gate: MemberGate; carpool: CarpoolResult; vehicle: Vehicle | null }

/**
 * After the login a guest's booking click asked for (spec section 4), clicks again on the same
 * selection and dates, or the same carpool offer, so the driver lands on its review (or on signup)
 * without choosing again, even when the page was reloaded in between. Null when nothing waits.
 */
export async function resumeBooking(booker: Booker): Promise<ResumedBooking | null> {
  if (!booker.authenticated) return null
  const awaited = takeAwaitedBooking(currentTenant().slug)
  if (awaited?.kind === 'rental') {
    resumeSelection(awaited.result, awaited.criteria)
    return { kind: 'rental', gate: requestBooking(booker), result: awaited.result, criteria: awaited.criteria }
  }
  if (awaited?.kind === 'carpool') {
    const gate = await chooseCarpool(awaited.carpool, booker)
    return { kind: 'carpool', gate, carpool: awaited.carpool, vehicle: gate === 'ok' ? useSearchStore.getState().vehicle : null }
  }
  return null
}

/** Picks another member's carpool offer and goes to its review, where confirming joins it. */
export async function chooseCarpool(carpool: CarpoolResult, booker: Booker): Promise<MemberGate> {
  const gate = memberGate(booker)
  if (gate === 'prompt-member') saveAwaitedBooking(currentTenant().slug, { kind: 'carpool', carpool })
  if (gate !== 'ok') return gate
  const vehicle = await fetchVehicle(carpool.vehicle_id)
  useSearchStore.setState({ step: 'booking', carpool, vehicle, selected: null, bookingStatus: 'idle' })
  return gate
}

/** Discarding a booking returns to the vehicle (spec section 4); a carpool review returns to the map. */
export function discardBooking(): void {
  const s = useSearchStore.getState()
  useSearchStore.setState({ step: s.selected ? 'vehicle' : 'map', carpool: null, bookingStatus: 'idle' })
}

export function setOffer(patch: Partial<CarpoolOffer>): void {
  patchCriteria(patch)
}

export type ConfirmResult = 'prompt-member' | 'redirect-signup' | 'ask-privacy-usage' | 'invalid-offer' | 'confirmed' | 'failed'

/**
 * The booking click of spec section 4 on the review: guests are prompted, unfinished
 * registrations go to signup, a carpool is joined, otherwise the rental is created, after the
 * privacy-usage question when the tenant and the vehicle need it: `privacyUsage` is the driver's
 * answer (geotracking accepted or refused), null while not asked.
 */
export async function confirmBooking(booker: Booker, privacyUsage: boolean | null = null): Promise<ConfirmResult> {
  const s = useSearchStore.getState()
  const settings = currentSearchSettings()
  const vehicle = s.vehicle
  if (!vehicle || s.bookingStatus === 'submitting') return 'failed'
  const action = bookingClickAction({
    authenticated: booker.authenticated,
    serverStep: booker.serverStep,
    joiningCarpool: s.carpool !== null,
    usePrivacyUsage: settings.usePrivacyUsage,
    vehicleHasPrivacyUsage: vehicle.geotracking_privacy_usage,
    privacyUsageAnswered: privacyUsage !== null,
  })
  if (action === 'prompt-member' && s.selected) saveAwaitedBooking(currentTenant().slug, { kind: 'rental', result: s.selected, criteria: s.criteria })
  if (action === 'prompt-member' || action === 'redirect-signup' || action === 'ask-privacy-usage') return action
  if (action === 'create-rental' && settings.useCarpooling && carpoolOfferWarning(s.criteria)) return 'invalid-offer'

  useSearchStore.setState({ bookingStatus: 'submitting' })
  try {
    if (action === 'join-carpool' && s.carpool) {
      await joinCarpool(s.carpool.id)
      invalidateBookings()
      useSearchStore.setState({ step: 'confirmation', bookingStatus: 'idle', outcome: { kind: 'carpool', carpool: s.carpool, vehicle } })
    } else {
      const body = toCreateRentalBody(
        s.criteria,
        settings,
        {
          vehicleId: vehicle.id,
          stationId: s.selected?.station?.id ?? vehicle.station_id,
          destinationId: s.selected?.destination?.id ?? null,
          driverId: booker.userId,
          geotracking: privacyUsage === true,
        },
        s.criteria,
      )
      const rental = await createRental(body, bookingAttemptKey(body))
      // The member's lists, home and chat cards read their bookings again (src/core/query/query-client.ts).
      invalidateBookings()
      endBookingAttempt()
      useSearchStore.setState({ step: 'confirmation', bookingStatus: 'idle', outcome: { kind: 'rental', rental, vehicle } })
      // The search's vehicle has no access text: the member may read it now that they hold the rental.
      void loadBookingAccess(rental)
    }
    return 'confirmed'
  } catch (error) {
    useSearchStore.setState({ bookingStatus: 'error' })
    notifyApiError(error)
    return 'failed'
  }
}

/**
 * Leaving the confirmation resets the search (spec section 4); closing it goes to the bookings.
 * When it goes elsewhere, the search view resets the search as it unmounts: a reset made first
 * would draw the search form while the router still loads the next screen, and the step
 * history's entry for that form would replace the navigation on its way.
 */
export function leaveConfirmation(to: string | null = paths.bookings): void {
  if (to) navigateTo(to)
  else resetSearch()
}

/** Puts a booking back into the flow (a chat card after a reload, say), at the booking step. */
export function prepareBooking(input: { result: VehicleSearchResult | null; carpool: CarpoolResult | null; vehicle: Vehicle; criteria: SearchCriteria | null }): void {
  useSearchStore.setState((s) => ({
    step: 'booking',
    selected: input.result,
    carpool: input.carpool,
    vehicle: input.vehicle,
    criteria: input.criteria ?? s.criteria,
  }))
}

/** The cache loads on demand: the search's chat cards come with the chat's first screen, TanStack Query not. */
function invalidateBookings(): void {
  void import('@/core/query/query-client').then((m) => m.invalidateBookings())
}
