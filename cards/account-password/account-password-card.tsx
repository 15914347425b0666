import { useTranslation } from 'react-i18next'
import { ChangePasswordForm, usePasswordManagedElsewhere } from '@/features/account'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import '../bookings-shared/i18n'
import type { AccountPasswordCardProps } from './schema'
import { paths } from '@/core/paths'

/**
 * change_password: current, new (8 characters at least) and confirmation, with the spec's messages;
 * for a member single sign-on created, why there is no password to change here.
 */
export function AccountPasswordCard({ stale }: CardViewProps<AccountPasswordCardProps>) {
  const { t } = useTranslation('account')
  const host = useCardHost()
  const done = host.state.done === true
  const elsewhere = usePasswordManagedElsewhere()
  return (
    <CardFrame title={t(elsewhere ? 'password.title-sso' : 'password.title')} classicPath={paths.details} classicLabel={t('chat.open-details')} stale={stale}>
      {elsewhere ? (
        <p>{t('password.sso')}</p>
      ) : done ? (
        <p role="status">{t('password.changed')}</p>
      ) : stale ? null : (
        <ChangePasswordForm
          headingLevel={4}
          onDone={() => {
            host.setState({ done: true })
            host.focusComposer()
          }}
        />
      )}
    </CardFrame>
  )
}

export default AccountPasswordCard
