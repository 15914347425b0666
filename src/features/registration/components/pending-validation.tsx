import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Hourglass } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { logout } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { goBackToApp, useCompletionTarget } from '../use-completion'

/**
 * The thanks page (spec section 2): an agent reviews the account, up to 72 hours; logout; back to
 * the mobile app when one sent the member here (redirect_uri), else back home on a public platform.
 */
export function PendingValidation() {
  const { t } = useTranslation('registration')
  const { tenant } = useTenant()
  const navigate = useNavigate()
  const mobileTarget = useCompletionTarget()
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-3">
        <Hourglass className="size-8 shrink-0 text-primary" aria-hidden="true" />
        <h1 className="text-2xl font-semibold">{t('pending.title')}</h1>
      </div>
      <p className="text-base">{t('pending.text')}</p>
      <div className="flex flex-wrap gap-3">
        {mobileTarget ? (
          // A button, not a link: the way back carries a one-time code fetched on the click.
          <Button size="lg" onClick={() => void goBackToApp(mobileTarget)}>
            {t('pending.back-to-mobile')}
          </Button>
        ) : tenant.platform_type === 'public' ? (
          <Button size="lg" onClick={() => navigate('/')}>
            {t('pending.back-home')}
          </Button>
        ) : null}
        <Button size="lg" variant="secondary" onClick={() => void logout().then(() => navigate('/'))}>
          {t('pending.logout')}
        </Button>
      </div>
    </div>
  )
}
