import { useTranslation } from 'react-i18next'
import { useDriverHome } from '@/features/bookings/use-driver-home'
import { TripPanel } from '@/features/bookings/trip/components/trip-panel'
import type { TripIntent } from '@/features/bookings/trip/use-trip-panel'
import '@/features/bookings/trip/i18n'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { CardLoading } from '../shared/card-status'
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
 * buttons would act on a trip that has moved on. A sentence that names no rental means the one of
 * the member's home (the car out now, else the next booking).
 */
export default function TripCard({ props, stale }: CardViewProps<TripCardProps>) {
  return props.rentalId ? <TripOf rentalId={props.rentalId} intent={intentOf(props)} stale={stale} /> : <TripOfHome intent={intentOf(props)} stale={stale} />
}

function TripOfHome({ intent, stale }: { intent: TripIntent; stale: boolean }) {
  const { home, loading } = useDriverHome()
  return <TripOf rentalId={home.kind === 'none' ? null : home.rental.id} intent={intent} stale={stale} loading={loading} />
}

function TripOf({ rentalId, intent, stale, loading = false }: { rentalId: number | null; intent: TripIntent; stale: boolean; loading?: boolean }) {
  const { t } = useTranslation('trip')
  const classicPath = rentalId ? paths.trip(rentalId) : paths.bookings
  return (
    <CardFrame title={t('card.title')} classicPath={classicPath} classicLabel={t('card.open')} stale={stale}>
      {stale ? null : rentalId ? <TripPanel rentalId={rentalId} intent={intent} compact /> : loading ? <CardLoading /> : <p>{t('card.none')}</p>}
    </CardFrame>
  )
}
