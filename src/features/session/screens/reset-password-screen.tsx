import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useTranslation } from 'react-i18next'
import { CircleCheck } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { PasswordField } from '@/components/password-field'
import { isApiError, notifyApiError } from '@/core/api'
import { useDocumentTitle } from '@/lib/document-title'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { confirmPasswordReset } from '@/core/session'
import { AuthShell } from '../components/auth-shell'
import { ResetPasswordFormSchema } from '../login-schema'
import { paths } from '@/core/paths'

export default function ResetPasswordScreen() {
  const { t } = useTranslation(['auth', 'errors'])
  const [params] = useSearchParams()
  const token = params.get('reset_password_token')
  const [done, setDone] = useState(false)
  // A used or expired link cannot succeed on a retry: the form gives way to a new-link offer.
  const [linkRefused, setLinkRefused] = useState(false)
  const outcome = useRef<HTMLDivElement>(null)
  const form = useSchemaForm(ResetPasswordFormSchema, { password: '', passwordConfirmation: '' })
  useDocumentTitle(t('auth:reset.title'))

  const onSubmit = form.handleSubmit(async ({ password, passwordConfirmation }) => {
    if (!token) return
    try {
      await confirmPasswordReset(password, passwordConfirmation, token)
      setDone(true)
    } catch (error) {
      if (isApiError(error) && error.hasCode('invalid_reset_password_token')) setLinkRefused(true)
      else notifyApiError(error)
    }
  })

  // The form that held the focus is gone: the outcome takes it, so it is read and the next link is one Tab away.
  useEffect(() => {
    if (done || linkRefused) outcome.current?.focus()
  }, [done, linkRefused])

  let body
  if (!token || linkRefused) {
    body = (
      <div ref={outcome} tabIndex={-1} className="flex flex-col gap-4 outline-none">
        <p role="alert" className="rounded-md border border-destructive bg-card p-3 font-medium text-destructive">
          {t(token ? 'errors:invalid_reset_password_token' : 'errors:reset-password-error')}
        </p>
        <Link to={paths.forgotPassword} className="self-start text-primary underline">
          {t('auth:reset.ask-again')}
        </Link>
      </div>
    )
  } else if (done) {
    body = (
      <div ref={outcome} tabIndex={-1} role="status" className="flex flex-col items-start gap-4 outline-none">
        <p className="flex items-center gap-3 text-lg">
          <CircleCheck className="size-8 shrink-0 text-success" aria-hidden="true" />
          {t('auth:reset.success')}
        </p>
        <Button asChild size="lg">
          <Link to={paths.login}>{t('auth:reset.go-to-login')}</Link>
        </Button>
      </div>
    )
  } else {
    body = (
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
        <p id="password-rule">{t('auth:reset.rule')}</p>
        <PasswordField label={t('auth:fields.new-password')} autoComplete="new-password" {...form.control('password', 'password-rule')} />
        <PasswordField label={t('auth:fields.password-confirmation')} autoComplete="new-password" {...form.control('passwordConfirmation')} />
        <Button type="submit" size="lg" disabled={form.submitting}>
          {form.submitting ? t('auth:reset.submitting') : t('auth:reset.submit')}
        </Button>
      </form>
    )
  }

  return (
    <AuthShell>
      <h1 className="text-3xl font-semibold">{t('auth:reset.title')}</h1>
      {body}
    </AuthShell>
  )
}
