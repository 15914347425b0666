import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { useDocumentTitle } from '@/lib/document-title'
import { TripPanel } from '../components/trip-panel'
import type { TripIntent } from '../use-trip-panel'
import '../i18n'
import { paths } from '@/core/paths'

const ORDERS = new Set(['start', 'unlock', 'lock', 'end'])

/** ?action=unlock from the home: that action's button comes first (never sent by the link itself). */
function intentOf(action: string | null): TripIntent | null {
  if (action && ORDERS.has(action)) return { action: action as 'start' | 'unlock' | 'lock' | 'end' }
  if (action === 'extend') return { action: 'extend', end: null }
  if (action === 'report') return { action: 'report', side: null }
  return null
}

/** account/bookings/{id}/trip: the trip of one rental, from the check-in to the receipt. */
export default function TripScreen() {
  const { t } = useTranslation('trip')
  const { id } = useParams()
  const rentalId = Number(id)
  const [params] = useSearchParams()
  useDocumentTitle(t('screen.title'))
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8">
      <Link to={paths.booking(rentalId)} className="self-start text-primary underline underline-offset-2">
        {t('screen.back')}
      </Link>
      <h1 className="text-2xl font-semibold">{t('title')}</h1>
      <TripPanel rentalId={rentalId} intent={intentOf(params.get('action'))} />
    </div>
  )
}
