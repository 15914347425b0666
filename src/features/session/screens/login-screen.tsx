import { useState } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/form-field'
import { messagesOf } from '@/lib/api'
import { useDocumentTitle } from '@/lib/document-title'
import { useZodForm } from '@/lib/forms/use-zod-form'
import { useTenant } from '@/lib/tenant'
import { login, startSingleSignOn } from '../actions'
import { AuthShell } from '../components/auth-shell'
import { LockedAccountNotice } from '../components/locked-account-notice'
import { LoginFormSchema } from '../login-schema'

/** Where to go after login: back to the page that asked for it, else the root (which redirects as spec "Root" says). */
function afterLoginPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') && !from.startsWith('/login') ? from : '/'
}

export default function LoginScreen() {
  const { t } = useTranslation(['auth', 'errors'])
  const { flags } = useTenant()
  const navigate = useNavigate()
  const location = useLocation()
  const [failure, setFailure] = useState<string | null>(null)
  // The e-mail of a locked account: the notice offers the unlock e-mail for it.
  const [lockedEmail, setLockedEmail] = useState<string | null>(null)
  const form = useZodForm(LoginFormSchema, { email: '', password: '' })
  useDocumentTitle(t('auth:login.title'))

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null)
    setLockedEmail(null)
    const result = await login(email, password)
    if (result.ok) {
      navigate(afterLoginPath(location.state), { replace: true })
      return
    }
    if (result.reason === 'locked') {
      setLockedEmail(email)
      return
    }
    if (result.reason === 'slowed') {
      setFailure(t('auth:login.slowed'))
      return
    }
    // Wrong credentials and a user without a role both read "access denied" (spec section 8).
    setFailure(result.reason === 'error' ? messagesOf(result.error).join(' ') : t('errors:login-error'))
  })

  return (
    <AuthShell>
      <h1 className="text-3xl font-semibold">{t('auth:login.title')}</h1>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4" aria-describedby={failure ? 'login-error' : undefined}>
        <div id="login-error" role="alert" aria-atomic="true">
          {failure && <p className="rounded-md border border-destructive bg-card p-3 font-medium text-destructive">{failure}</p>}
          {lockedEmail && <LockedAccountNotice email={lockedEmail} />}
        </div>
        <FormField
          label={t('auth:fields.email')}
          type="email"
          autoComplete="username"
          required
          field={form.field('email')}
          error={form.errorOf('email')}
          errorId={form.errorId('email')}
        />
        <FormField
          label={t('auth:fields.password')}
          type="password"
          autoComplete="current-password"
          required
          field={form.field('password')}
          error={form.errorOf('password')}
          errorId={form.errorId('password')}
        />
        <Link to="/forgot-password" className="self-start text-sm text-primary underline">
          {t('auth:login.forgot-password')}
        </Link>
        <Button type="submit" size="lg" disabled={form.submitting}>
          {form.submitting ? t('auth:login.submitting') : t('auth:login.submit')}
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
          <Link to="/signup" className="font-medium text-primary underline">
            {t('auth:login.signup')}
          </Link>
        </p>
      )}
    </AuthShell>
  )
}
