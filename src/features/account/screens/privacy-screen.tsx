import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CustomContentBlock } from '../components/custom-content'
import { DataRequest } from '../components/data-request'
import { AccountPage } from '@/components/account-page'
import { paths } from '@/core/paths'

/** account/privacy: the privacy data request and the tenant's privacy content. */
export default function PrivacyScreen() {
  const { t } = useTranslation('account')
  return (
    <AccountPage title={t('privacy.title')}>
      <DataRequest />
      <CustomContentBlock type="privacy" />
      <Link to={paths.privacyPolicy} className="self-start text-primary underline underline-offset-2">
        {t('privacy.policy-link')}
      </Link>
    </AccountPage>
  )
}
