import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { RentalListSection } from '../components/rental-list-section'
import { AccountPage } from './account-page'
import { paths } from '@/core/paths'

/** account/bookings: the member's rentals in progress and upcoming, each list paginated. */
export default function BookingsScreen() {
  const { t } = useTranslation('bookings')
  return (
    <AccountPage
      title={t('titles.bookings')}
      actions={
        <Link to={paths.bookingsHistory} className="text-primary underline underline-offset-2">
          {t('lists.history-link')}
        </Link>
      }
    >
      <RentalListSection listKey="bookings.inProgress" title={t('lists.in-progress')} empty={t('lists.empty-in-progress')} detailPath={paths.booking} />
      <RentalListSection listKey="bookings.upcoming" title={t('lists.upcoming')} empty={t('lists.empty-upcoming')} detailPath={paths.booking} />
    </AccountPage>
  )
}
