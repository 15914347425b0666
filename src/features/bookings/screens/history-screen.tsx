import { useTranslation } from 'react-i18next'
import { ListStatus } from '@/components/list-status'
import { useTenant } from '@/core/tenant'
import { Pagination } from '../components/pagination'
import { RentalSummary } from '../components/rental-summary'
import { formatMonth } from '../format'
import { groupByEndMonth } from '../history-groups'
import { useNow } from '../use-now'
import { useBookings } from '../use-bookings'
import { AccountPage } from './account-page'
import { paths } from '@/core/paths'

/** account/bookings-history: finished bookings, 15 a page, newest first, grouped by the month of their end. */
export default function HistoryScreen() {
  const { t, i18n } = useTranslation('bookings')
  const { tenant } = useTenant()
  const list = useBookings('history')
  const now = useNow()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const groups = groupByEndMonth(list.rentals, tenant.timezone)
  return (
    <AccountPage title={t('titles.history')}>
      <ListStatus
        status={list.status}
        count={list.rentals.length}
        labels={{ loading: t('lists.loading'), error: t('lists.load-error'), retry: t('lists.retry'), empty: t('lists.empty-history') }}
        onRetry={list.reload}
      />
      {groups.map((group) => {
        const headingId = `history-${group.month}`
        return (
          <section key={group.month} aria-labelledby={headingId} className="flex flex-col gap-2">
            <h2 id={headingId} className="text-lg font-semibold">
              {formatMonth(group.sample, tenant.timezone, lang)}
            </h2>
            <ul aria-labelledby={headingId} className="flex flex-col gap-2">
              {group.rentals.map((r) => (
                <RentalSummary key={r.id} rental={r} vehicle={list.vehicles[r.vehicle_id]} to={paths.pastBooking(r.id)} now={now} />
              ))}
            </ul>
          </section>
        )
      })}
      <Pagination label={t('titles.history')} page={list.page} pages={list.pages} onPage={list.goTo} />
    </AccountPage>
  )
}
