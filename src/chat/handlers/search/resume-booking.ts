import { reviewNextCard } from '@cards/booking-review/review-next-card'
import { pushNextCard } from '@cards/search-results/next-card'
import { resumeBooking } from '@/features/search/booking-actions'
import { currentBooker } from '@/features/search/use-booker'
import { i18n } from '@/i18n'

/**
 * After the login a guest's booking click asked for, the same booking click again (the classic
 * screens keep the selection the same way): the review of the vehicle chosen, with its dates,
 * rather than the results to choose from again. False when no booking waits for the login.
 */
export function resumeBookingAfterLogin(): boolean {
  const resumed = resumeBooking(currentBooker())
  if (!resumed) return false
  // redirect-signup has already left for the signup screen; prompt-member cannot follow a login.
  if (resumed.gate === 'ok') pushNextCard(reviewNextCard(resumed.result, resumed.criteria, i18n.t('booking:cards.review-intro')))
  return true
}
