import { useTranslation } from 'react-i18next'
import { RentalListSection } from '../components/rental-list-section'
import { carpoolingDetailPath } from '../paths'
import { AccountPage } from './account-page'

/** account/carpoolings: the carpools the member joined, in progress and upcoming. */
export default function CarpoolingsScreen() {
  const { t } = useTranslation('bookings')
  return (
    <AccountPage title={t('titles.carpoolings')}>
      <RentalListSection listKey="carpoolings.inProgress" title={t('lists.in-progress')} empty={t('lists.empty-carpool-in-progress')} detailPath={carpoolingDetailPath} />
      <RentalListSection listKey="carpoolings.upcoming" title={t('lists.upcoming')} empty={t('lists.empty-carpool-upcoming')} detailPath={carpoolingDetailPath} />
    </AccountPage>
  )
}
