import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { PriceTag, StayDates, VehicleFacts, requestBooking, resumeSelection, useBooker } from '@/features/search'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { pushNextCard } from '../search-results/next-card'
import { reviewNextCard } from '../booking-review/review-next-card'
import { signupNextCard } from '../booking-review/signup-next-card'
import type { VehicleCardProps } from './schema'
import '../search-results/i18n'

/** A vehicle from the results: details, price, the dates, and booking it. */
export function VehicleCard({ props, stale }: CardViewProps<VehicleCardProps>) {
  const { t } = useTranslation(['search', 'booking'])
  const host = useCardHost()
  const booker = useBooker()
  // Recorded so that a reload keeps it; once logged in, the booking resumes below (src/chat/handlers/search).
  const awaitingMember = host.state.awaitingMember === true && !booker.authenticated
  const { result, criteria } = props
  const v = result.vehicle
  const name = `${v.make} ${v.model}`

  const book = () => {
    resumeSelection(result, criteria)
    const gate = requestBooking(booker)
    if (gate === 'prompt-member') {
      host.setState({ awaitingMember: true })
      pushNextCard({ text: t('booking:cards.login-to-book'), kind: 'login', props: { reason: 'search_vehicles' } })
      return
    }
    // Said in the conversation, with the way to continue the signup, rather than leaving it silently.
    if (gate === 'redirect-signup') pushNextCard(signupNextCard())
    if (gate !== 'ok') return
    host.setState({ booked: true })
    pushNextCard(reviewNextCard(result, criteria, t('booking:cards.review-intro')))
  }

  return (
    <CardFrame title={`${name} ${v.year}`} classicPath="/" classicLabel={t('search:cards.open-map')} stale={stale}>
      {!stale && v.thumbnail_url && <img src={v.thumbnail_url} alt={t('search:vehicle.photo', { name })} className="aspect-video w-full rounded-md bg-muted object-cover" />}
      <PriceTag price={result.price} before={result.prediscount_price} />
      {result.station && <p>{t('search:cards.at-station', { name: result.station.name })}</p>}
      <StayDates start={criteria.startDate} end={criteria.endDate} />
      {!stale && <VehicleFacts vehicle={v} />}
      {/* Named by the vehicle: several vehicle cards can be in the conversation at once. */}
      {!stale && (
        <Button aria-label={t('booking:box.book-named', { name })} onClick={book}>
          {t('booking:box.book')}
        </Button>
      )}
      {awaitingMember && <p role="status">{t('booking:member-prompt.text')}</p>}
    </CardFrame>
  )
}

export default VehicleCard
