import { joinReviewNextCard, reviewNextCard } from '@cards/booking-review/review-next-card'
import { pushNextCard } from '@cards/search-results/next-card'
import { signupNextCard } from '@cards/booking-review/signup-next-card'
import { resumeBooking } from '@/features/search/booking-actions'
import { currentBooker } from '@/features/search/use-booker'
import { i18n } from '@/i18n'

/**
 * After the login a guest's booking click asked for, the same click again (the classic screens
 * keep the selection the same way): the review of the vehicle chosen, with its dates, or of the
 * carpool chosen, rather than the list to choose from again; a reload in between loses nothing
 * (features/search/awaited-booking). False when nothing waits for the login.
 */
export async function resumeBookingAfterLogin(): Promise<boolean> {
  let resumed
  try {
    resumed = await resumeBooking(currentBooker())
  } catch (error) {
    // The carpool's vehicle could not be loaded: its offers are answered anew, to choose again.
    console.error('Resuming the booking after the login failed', error)
    return false
  }
  if (!resumed) return false
  // A registration still unfinished is told what is left and where to continue; prompt-member cannot follow a login.
  if (resumed.gate === 'redirect-signup') pushNextCard(signupNextCard())
  if (resumed.gate !== 'ok') return true
  if (resumed.kind === 'rental') pushNextCard(reviewNextCard(resumed.result, resumed.criteria, i18n.t('booking:cards.review-intro')))
  else if (resumed.vehicle) pushNextCard(joinReviewNextCard(resumed.carpool, resumed.vehicle, i18n.t('booking:cards.join-intro')))
  return true
}
