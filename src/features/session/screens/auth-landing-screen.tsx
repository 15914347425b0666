import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/document-title'
import { useTenant } from '@/core/tenant'
import { AuthShell } from '../components/auth-shell'
import { paths } from '@/core/paths'

/** Authentication landing page (spec section 2): an intro line, signup and login. */
export default function AuthLandingScreen() {
  const { t } = useTranslation('auth')
  const { tenant, flags } = useTenant()
  // As on the login screen (spec section 2): signup only where visitors may create an account themselves.
  const signup = flags.useRegistration && flags.autoRegister
  useDocumentTitle(t('landing.title', { name: tenant.human_name }))
  return (
    <AuthShell>
      <h1 className="text-3xl font-semibold">{t('landing.title', { name: tenant.human_name })}</h1>
      <p className="text-lg">{t('landing.intro')}</p>
      <div className="flex flex-col gap-3 sm:flex-row">
        {signup && (
          <Button asChild size="lg">
            <Link to={paths.signup}>{t('landing.signup')}</Link>
          </Button>
        )}
        <Button asChild size="lg" variant={signup ? 'outline' : 'default'}>
          <Link to={paths.login}>{t('landing.login')}</Link>
        </Button>
      </div>
    </AuthShell>
  )
}
