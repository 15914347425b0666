import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/form-field'
import { PasswordField } from '@/components/password-field'
import { useDocumentTitle } from '@/lib/document-title'
import { useTenant } from '@/core/tenant'
import { startSingleSignOn } from '@/core/session'
import { AuthShell } from '../components/auth-shell'
import { LockedAccountNotice } from '../components/locked-account-notice'
import { useLogin } from '../use-login'
import { paths } from '@/core/paths'

/** Where to go after login: back to the page that asked for it, else the root (which redirects as spec "Root" says). */
function afterLoginPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith(paths.login) ? from : '/'
}

export default function LoginScreen() {
  const { t } = useTranslation(['auth', 'errors'])
  const { flags } = useTenant()
  const navigate = useNavigate()
  const location = useLocation()
  const { form, submit, submitting, failure, lockedEmail } = useLogin({ onLoggedIn: () => navigate(afterLoginPath(location.state), { replace: true }) })
  useDocumentTitle(t('auth:login.title'))

  return (
    <AuthShell>
      <h1 className="text-3xl font-semibold">{t('auth:login.title')}</h1>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-describedby={failure || lockedEmail ? 'login-error' : undefined}>
        <div id="login-error" role="alert" aria-atomic="true">
          {failure && <p className="rounded-md border border-destructive bg-card p-3 font-medium text-destructive">{failure}</p>}
          {lockedEmail && <LockedAccountNotice email={lockedEmail} />}
        </div>
        <FormField label={t('auth:fields.email')} type="email" autoComplete="username" required {...form.control('email')} />
        <PasswordField label={t('auth:fields.password')} autoComplete="current-password" {...form.control('password')} />
        <Link to={paths.forgotPassword} className="self-start text-sm text-primary underline">
          {t('auth:login.forgot-password')}
        </Link>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t('auth:login.submitting') : t('auth:login.submit')}
        </Button>
      </form>
      {flags.useSingleSignOn && (
        <Button variant="outline" size="lg" onClick={() => startSingleSignOn()}>
          {t('auth:login.sso')}
        </Button>
      )}
      {flags.useRegistration && flags.autoRegister && (
        <p>
          {t('auth:login.no-account')}{' '}
          <Link to={paths.signup} className="font-medium text-primary underline">
            {t('auth:login.signup')}
          </Link>
        </p>
      )}
    </AuthShell>
  )
}
