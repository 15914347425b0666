import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/form-field'
import { useDocumentTitle } from '@/lib/document-title'
import { toast } from '@/lib/toast/toast-store'
import { AuthShell } from '../components/auth-shell'
import { usePasswordResetRequest } from '../use-password-reset-request'
import { paths } from '@/core/paths'

export default function ForgotPasswordScreen() {
  const { t } = useTranslation(['auth', 'errors'])
  const { form, submit, status } = usePasswordResetRequest({
    onSent: () => {
      toast.success(t('auth:forgot.sent'))
      form.reset()
    },
    onFailed: () => toast.error(t('errors:login-error')),
  })
  useDocumentTitle(t('auth:forgot.title'))

  // Spec section 2: submit only when the form is valid, changed and not submitting.
  // Both read on every render: react-hook-form only keeps the flags it was seen reading up to date.
  const { isValid, isDirty } = form.formState
  const canSubmit = isValid && isDirty && status !== 'sending'
  return (
    <AuthShell>
      <h1 className="text-3xl font-semibold">{t('auth:forgot.title')}</h1>
      <p id="forgot-help">{t('auth:forgot.intro')}</p>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
        <FormField
          label={t('auth:fields.email')}
          type="email"
          autoComplete="email"
          required
          field={form.field('email', 'forgot-help')}
          error={form.errorOf('email')}
          errorId={form.errorId('email')}
        />
        <Button type="submit" size="lg" disabled={!canSubmit}>
          {status === 'sending' ? t('auth:forgot.submitting') : t('auth:forgot.submit')}
        </Button>
      </form>
      <Link to={paths.login} className="self-start text-primary underline">
        {t('auth:back-to-login')}
      </Link>
    </AuthShell>
  )
}
