import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { ListStatus } from '@/components/list-status'
import type { ListKey } from '../rental-lists'
import { useNow } from '../use-now'
import { useBookings } from '../use-bookings'
import { Pagination } from './pagination'
import { RentalSummary } from './rental-summary'

interface RentalListSectionProps {
  listKey: ListKey
  title: string
  empty: string
  detailPath: (id: number) => string
}

/** One list of spec section 4 (in progress or upcoming) with its own pagination. */
export function RentalListSection({ listKey, title, empty, detailPath }: RentalListSectionProps) {
  const { t } = useTranslation('bookings')
  const id = useId()
  const list = useBookings(listKey)
  const now = useNow()
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {/* A space of its own: a screen reader reads the heading's text as one run, "En cours (1)" and not "En cours(1)". */}
        {title}
        {list.status === 'ready' && list.total > 0 && (
          <>
            {' '}
            <span className="text-sm font-normal text-muted-foreground">({list.total})</span>
          </>
        )}
      </h2>
      <ListStatus
        status={list.status}
        count={list.rentals.length}
        labels={{ loading: t('lists.loading'), error: t('lists.load-error'), retry: t('lists.retry'), empty }}
        onRetry={list.reload}
      />
      {list.rentals.length > 0 && (
        <ul aria-labelledby={id} className="flex flex-col gap-2">
          {list.rentals.map((r) => (
            <RentalSummary key={r.id} rental={r} vehicle={list.vehicles[r.vehicle_id]} to={detailPath(r.id)} now={now} />
          ))}
        </ul>
      )}
      <Pagination label={title} page={list.page} pages={list.pages} onPage={list.goTo} />
    </section>
  )
}
