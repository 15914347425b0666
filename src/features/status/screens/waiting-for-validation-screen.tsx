import { useTranslation } from 'react-i18next'
import { Hourglass } from 'lucide-react'
import { StatusPage } from './status-page'

/** Waiting for validation: the account is complete and an agent reviews it, up to 72 hours (spec section 4). */
export default function WaitingForValidationScreen() {
  const { t } = useTranslation('status')
  return (
    <StatusPage title={t('waiting-for-validation.title')} icon={<Hourglass className="size-8 text-primary" aria-hidden="true" />}>
      <p>{t('waiting-for-validation.text')}</p>
    </StatusPage>
  )
}
