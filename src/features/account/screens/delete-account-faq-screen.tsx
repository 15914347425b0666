import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { DeleteAccountSteps } from '../components/delete-account-steps'
import { AccountPage } from '@/components/account-page'
import { paths } from '@/core/paths'

/** The FAQ page that explains account deletion in 4 steps (spec section 2). */
export default function DeleteAccountFaqScreen() {
  const { t } = useTranslation('account')
  return (
    <AccountPage title={t('delete-faq.title')}>
      <DeleteAccountSteps />
      <Link to={paths.details} className="self-start text-primary underline underline-offset-2">
        {t('delete-faq.to-account')}
      </Link>
    </AccountPage>
  )
}
