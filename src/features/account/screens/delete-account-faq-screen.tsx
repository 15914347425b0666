import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { AccountPage } from './account-page'

const STEPS = [1, 2, 3, 4] as const

/** The FAQ page that explains account deletion in 4 steps (spec section 2). */
export default function DeleteAccountFaqScreen() {
  const { t } = useTranslation('account')
  return (
    <AccountPage title={t('delete-faq.title')}>
      <p>{t('delete-faq.intro')}</p>
      <ol className="flex list-decimal flex-col gap-3 pl-6">
        {STEPS.map((n) => (
          <li key={n}>
            <span className="font-semibold">{t(`delete-faq.step${n}-title`)}</span> {t(`delete-faq.step${n}-text`)}
          </li>
        ))}
      </ol>
      <p>{t('delete-faq.refusal')}</p>
      <Link to="/account/details" className="self-start text-primary underline underline-offset-2">
        {t('delete-faq.to-account')}
      </Link>
    </AccountPage>
  )
}
