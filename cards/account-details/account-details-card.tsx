import { useTranslation } from 'react-i18next'
import { PhoneChange, ProfileForm } from '@/features/account'
import { useCurrentUser } from '@/core/session'
import { useTenant } from '@/core/tenant'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import '../bookings-shared/i18n'
import type { AccountDetailsCardProps } from './schema'
import { paths } from '@/core/paths'

/** account_details: the driver's details, editable as the tenant allows, and the phone change with its SMS code. */
export function AccountDetailsCard({ stale }: CardViewProps<AccountDetailsCardProps>) {
  const { t } = useTranslation('account')
  const user = useCurrentUser()
  const { tenant, flags } = useTenant()
  return (
    <CardFrame title={t('details.title')} classicPath={paths.details} classicLabel={t('chat.open-details')} stale={stale}>
      {stale ? (
        <p>{user?.displayName}</p>
      ) : (
        <>
          <ProfileForm headingLevel={4} />
          {flags.profileEdition && tenant.driver_fields.includes('cell_phone') && <PhoneChange headingLevel={4} />}
        </>
      )}
    </CardFrame>
  )
}

export default AccountDetailsCard
