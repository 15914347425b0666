import { useTranslation } from 'react-i18next'
import { Navigate } from 'react-router'
import { useTenantFlags } from '@/core/tenant'
import { RentalListSection } from '../components/rental-list-section'
import { AccountPage } from './account-page'
import { paths } from '@/core/paths'

/**
 * account/carpoolings, listed by spec section 2 only where carpooling is on. Reached by its address
 * on a tenant without carpooling (simple), it would show empty carpool lists of a feature that
 * does not exist there: the member goes to their bookings instead.
 */
export default function CarpoolingsScreen() {
  const { useCarpooling } = useTenantFlags()
  if (!useCarpooling) return <Navigate to={paths.bookings} replace />
  return <CarpoolingLists />
}

/** The carpools the member joined: in progress, upcoming, and past (spec section 1: past carpoolings), newest first. */
function CarpoolingLists() {
  const { t } = useTranslation('bookings')
  return (
    <AccountPage title={t('titles.carpoolings')}>
      <RentalListSection listKey="carpoolings.inProgress" title={t('lists.in-progress')} empty={t('lists.empty-carpool-in-progress')} detailPath={paths.carpooling} />
      <RentalListSection listKey="carpoolings.upcoming" title={t('lists.upcoming')} empty={t('lists.empty-carpool-upcoming')} detailPath={paths.carpooling} />
      <RentalListSection listKey="carpoolings.past" title={t('lists.past')} empty={t('lists.empty-carpool-past')} detailPath={paths.carpooling} />
    </AccountPage>
  )
}
