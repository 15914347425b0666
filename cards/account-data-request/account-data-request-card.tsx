import { useTranslation } from 'react-i18next'
import { DataRequest } from '@/features/account'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import '../bookings-shared/i18n'
import type { AccountDataRequestCardProps } from './schema'
import { paths } from '@/core/paths'

/** request_personal_data: everything the platform holds on the member, sent to their e-mail. */
export function AccountDataRequestCard({ stale }: CardViewProps<AccountDataRequestCardProps>) {
  const { t } = useTranslation('account')
  return (
    <CardFrame title={t('privacy.request-title')} classicPath={paths.privacy} classicLabel={t('chat.open-privacy')} stale={stale}>
      {!stale && <DataRequest headingLevel={4} hideTitle />}
    </CardFrame>
  )
}

export default AccountDataRequestCard
