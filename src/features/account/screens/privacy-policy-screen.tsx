import { useTranslation } from 'react-i18next'
import { AccountPage } from '@/components/account-page'

const SECTIONS = ['controller', 'data', 'purposes', 'browsing', 'retention', 'rights'] as const

/** politique-de-confidentialite: the static privacy policy (browsing data kept 24 months at most). */
export default function PrivacyPolicyScreen() {
  const { t } = useTranslation('account')
  return (
    <AccountPage title={t('policy.title')}>
      <p>{t('policy.intro')}</p>
      {SECTIONS.map((s) => (
        <section key={s} aria-labelledby={`policy-${s}`} className="flex flex-col gap-2">
          <h2 id={`policy-${s}`} className="text-lg font-semibold">
            {t(`policy.${s}-title`)}
          </h2>
          <p>{t(`policy.${s}-text`)}</p>
        </section>
      ))}
    </AccountPage>
  )
}
