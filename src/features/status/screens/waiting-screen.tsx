import { useTranslation } from 'react-i18next'
import { Ban, Hourglass } from 'lucide-react'
import { useCurrentUser } from '@/core/session'
import { StatusPage } from './status-page'

/**
 * Waiting (spec section 2): agent review pending, the contact content and, for users with
 * back-office access, a link to it. The root also sends blocked members here: they read why.
 */
export default function WaitingScreen() {
  const { t } = useTranslation('status')
  const user = useCurrentUser()
  const blocked = user?.serverStep === 'driver_blocked'
  return (
    <StatusPage
      title={blocked ? t('blocked.title') : t('waiting.title')}
      icon={blocked ? <Ban className="size-8 text-destructive" aria-hidden="true" /> : <Hourglass className="size-8 text-primary" aria-hidden="true" />}
    >
      <p>{blocked ? t('blocked.text') : t('waiting.text')}</p>
      {user?.canAccessBackoffice && (
        <p>
          <a href="/backoffice" className="font-medium text-primary underline">
            {t('waiting.backoffice')}
          </a>
        </p>
      )}
    </StatusPage>
  )
}
