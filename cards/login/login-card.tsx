import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { messagesOf } from '@/lib/api'
import { LockedAccountNotice, login, useSession } from '@/lib/session'
import { useTenantStore } from '@/lib/tenant'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { useCardHost } from '../shared/card-host'
import { ClassicLink } from '../shared/classic-link'
import { CardError } from '../shared/card-status'
import type { LoginCardProps } from './schema'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

interface FieldErrors {
  email?: string
  password?: string
}

/** Login inside the conversation: the session's own login action, its rules and its messages. */
export function LoginCard({ props, stale }: CardViewProps<LoginCardProps>) {
  const { t } = useTranslation(['cards', 'errors', 'auth'])
  const host = useCardHost()
  const session = useSession()
  const flags = useTenantStore((s) => s.flags)
  const id = useId()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({})
  const [failure, setFailure] = useState<string | null>(null)
  // The e-mail of a locked account: the login screen's notice offers the unlock e-mail for it.
  const [lockedEmail, setLockedEmail] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const doneName = typeof host.state.name === 'string' ? host.state.name : null

  if (doneName || stale || session.isAuthenticated) {
    const name = doneName ?? session.user?.displayName ?? null
    return (
      <CardFrame stale title={t('cards:login.title')} classicPath="/login" classicLabel={t('cards:login.open')}>
        <p>{name ? t('cards:login.summary-done', { name }) : t('cards:login.summary-stale')}</p>
      </CardFrame>
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    // Spec section 5: username required and an e-mail; password required.
    const errors: FieldErrors = {}
    if (!email.trim()) errors.email = t('cards:login.required')
    else if (!EMAIL.test(email.trim())) errors.email = t('cards:login.invalid-email')
    if (!password) errors.password = t('cards:login.required')
    setFieldErrors(errors)
    setFailure(null)
    setLockedEmail(null)
    if (errors.email || errors.password) {
      document.getElementById(errors.email ? `${id}-email` : `${id}-password`)?.focus()
      return
    }
    setSubmitting(true)
    const result = await login(email, password)
    setSubmitting(false)
    if (result.ok) {
      host.setState({ name: result.user.displayName })
      host.focusComposer()
      host.followUp(props.reason ?? 'greeting')
      return
    }
    // As the login screen: a locked account offers the unlock e-mail; a slowed-down one says to wait.
    if (result.reason === 'locked') {
      setLockedEmail(email)
      setPassword('')
      return
    }
    // Spec section 8: a failed login (and a user without a role) shows the inline login-error.
    if (result.reason === 'slowed') setFailure(t('auth:login.slowed'))
    else setFailure(result.reason === 'error' ? messagesOf(result.error)[0] : t('errors:login-error'))
    setPassword('')
  }

  const canSignUp = flags?.useRegistration && flags.autoRegister
  return (
    <CardFrame title={t('cards:login.title')} classicPath="/login" classicLabel={t('cards:login.open')}>
      <form noValidate onSubmit={submit} className="space-y-3" aria-describedby={failure || lockedEmail ? `${id}-failure` : undefined}>
        <div className="space-y-1">
          <Label htmlFor={`${id}-email`}>{t('cards:login.email')}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="username"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={fieldErrors.email ? true : undefined}
            aria-describedby={fieldErrors.email ? `${id}-email-error` : undefined}
          />
          {fieldErrors.email ? (
            <p id={`${id}-email-error`} className="text-sm text-destructive">
              {fieldErrors.email}
            </p>
          ) : null}
        </div>
        <div className="space-y-1">
          <Label htmlFor={`${id}-password`}>{t('cards:login.password')}</Label>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={fieldErrors.password ? true : undefined}
            aria-describedby={fieldErrors.password ? `${id}-password-error` : undefined}
          />
          {fieldErrors.password ? (
            <p id={`${id}-password-error`} className="text-sm text-destructive">
              {fieldErrors.password}
            </p>
          ) : null}
        </div>
        {failure ? (
          <div id={`${id}-failure`}>
            <CardError message={failure} />
          </div>
        ) : null}
        {lockedEmail ? (
          <div id={`${id}-failure`} role="alert">
            <LockedAccountNotice email={lockedEmail} />
          </div>
        ) : null}
        <Button type="submit" disabled={submitting} className="w-full sm:w-auto">
          {submitting ? t('cards:login.submitting') : t('cards:login.submit')}
        </Button>
        <p className="flex flex-wrap gap-x-4 gap-y-1">
          <ClassicLink to="/forgot-password">{t('cards:login.forgot')}</ClassicLink>
          {canSignUp ? <ClassicLink to="/signup">{t('cards:login.signup')}</ClassicLink> : null}
        </p>
      </form>
    </CardFrame>
  )
}
