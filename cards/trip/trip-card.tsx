import { useTranslation } from 'react-i18next'
import { useDriverHomeFeed } from '@/features/bookings/driver-home-feed'
import { TripPanel } from '@/features/bookings/trip/components/trip-panel'
import type { TripIntent } from '@/features/bookings/trip/use-trip-panel'
import '@/features/bookings/trip/i18n'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import type { TripCardProps } from './schema'
import { paths } from '@/core/paths'

function intentOf(props: TripCardProps): TripIntent {
  if (props.action === 'extend') return { action: 'extend', end: props.end }
  if (props.action === 'report') return { action: 'report', side: props.side }
  return { action: props.action }
}

/**
 * The trip in the chat: the same panel as the trip screen (useTripPanel decides), under the card's
 * title, with the screen as its classic link. An older card is a link to the screen only: its
 * buttons would act on a trip that has moved on.
 */
export default function TripCard({ props, stale }: CardViewProps<TripCardProps>) {
  const { t } = useTranslation('trip')
  const home = useDriverHomeFeed((s) => s.home)
  const rentalId = props.rentalId ?? (home.kind === 'none' ? null : home.rental.id)
  const classicPath = rentalId ? paths.trip(rentalId) : paths.bookings
  return (
    <CardFrame title={t('card.title')} classicPath={classicPath} classicLabel={t('card.open')} stale={stale}>
      {stale ? null : rentalId ? <TripPanel rentalId={rentalId} intent={intentOf(props)} compact /> : <p>{t('card.none')}</p>}
    </CardFrame>
  )
}
