import { useTranslation } from 'react-i18next'
import { Ban } from 'lucide-react'
import { StatusPage } from './status-page'

/** Blocked account (spec section 2): a message plus the contact content. */
export default function BlockedScreen() {
  const { t } = useTranslation('status')
  return (
    <StatusPage title={t('blocked.title')} icon={<Ban className="size-8 text-destructive" aria-hidden="true" />}>
      <p>{t('blocked.text')}</p>
    </StatusPage>
  )
}
