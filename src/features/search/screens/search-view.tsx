import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { useDocumentTitle } from '@/lib/document-title'
import { BookingConfirmation } from '../components/booking-confirmation'
import { BookingReview } from '../components/booking-review'
import { MapPanel } from '../components/map-panel'
import { ResultsPanel } from '../components/results-panel'
import { VehicleDetails } from '../components/vehicle-details'
import { resetSearch, useSearchStore } from '../search-store'
import { useStepHistory } from '../use-step-history'
import { paths } from '@/core/paths'

/**
 * The search view (spec section 2): the map with a side list on a desktop and a bottom drawer on
 * a phone; the drawer holds the form and results, then the vehicle, the booking and the confirmation.
 * `lead` comes before the form at the root: what the app knows of the driver (their car out now).
 */
export default function SearchView({ lead }: { lead?: ReactNode }) {
  const { t } = useTranslation(['search', 'booking'])
  const { pathname } = useLocation()
  const step = useSearchStore((s) => s.step)
  const selected = useSearchStore((s) => s.selected)
  const vehicle = useSearchStore((s) => s.vehicle)
  const criteria = useSearchStore((s) => s.criteria)
  const outcome = useSearchStore((s) => s.outcome)
  useDocumentTitle(t('search:title'))
  useStepHistory()

  // Leaving the confirmation, by any way out, resets the search (spec section 4).
  useEffect(
    () => () => {
      if (useSearchStore.getState().step === 'confirmation') resetSearch()
    },
    [],
  )

  return (
    <div className="flex flex-1 flex-col md:h-[calc(100dvh-var(--header-height))] md:flex-row">
      <h1 className="sr-only">{t('search:title')}</h1>
      {/* The form and results come first in the page (the keyboard's and a screen reader's order);
          on a phone the map is still drawn above them. */}
      <div className="relative z-10 order-2 flex-1 overflow-y-auto rounded-t-2xl border-t border-border bg-background p-4 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:order-1 md:w-[420px] md:flex-none md:rounded-none md:border-r md:border-t-0 md:shadow-none">
        {step === 'map' && lead && <div className="mb-4">{lead}</div>}
        {step === 'map' && <ResultsPanel formOpenByDefault={pathname.endsWith(paths.search)} />}
        {step === 'vehicle' && selected && vehicle && <VehicleDetails vehicle={vehicle} result={selected} criteria={criteria} />}
        {step === 'booking' && <BookingReview />}
        {step === 'confirmation' && outcome && <BookingConfirmation outcome={outcome} />}
      </div>
      <div className="order-1 h-[40dvh] shrink-0 md:order-2 md:h-auto md:flex-1">
        <MapPanel />
      </div>
    </div>
  )
}
