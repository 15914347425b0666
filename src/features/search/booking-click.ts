import type { WorkflowStep } from '@contracts/user'

export interface BookingClickContext {
  /** A member is signed in (a guest token does not count). */
  authenticated: boolean
  /** The member's server step (workflow_next_step); null for a guest. */
  serverStep: WorkflowStep | null
  /** The booking joins another member's carpool rather than creating a rental. */
  joiningCarpool: boolean
  usePrivacyUsage: boolean
  vehicleHasPrivacyUsage: boolean
  /** The driver already answered the privacy-usage question (accepted or refused geotracking). */
  privacyUsageAnswered: boolean
}

/** What a click on "book" does (spec section 4, search flow). */
export type BookingClickAction = 'prompt-member' | 'redirect-signup' | 'join-carpool' | 'ask-privacy-usage' | 'create-rental'

const MAY_BOOK: readonly WorkflowStep[] = ['driver_ok', 'driver_waiting_for_validation']

export function bookingClickAction(ctx: BookingClickContext): BookingClickAction {
  if (!ctx.authenticated) return 'prompt-member'
  if (!ctx.serverStep || !MAY_BOOK.includes(ctx.serverStep)) return 'redirect-signup'
  if (ctx.joiningCarpool) return 'join-carpool'
  if (ctx.usePrivacyUsage && ctx.vehicleHasPrivacyUsage && !ctx.privacyUsageAnswered) return 'ask-privacy-usage'
  return 'create-rental'
}
