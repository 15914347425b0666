import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/form-field'
import { useDocumentTitle } from '@/lib/document-title'
import { useZodForm } from '@/lib/forms/use-zod-form'
import { toast } from '@/lib/toast/toast-store'
import { requestPasswordReset } from '../api'
import { AuthShell } from '../components/auth-shell'
import { ForgotPasswordFormSchema } from '../login-schema'

export default function ForgotPasswordScreen() {
  const { t } = useTranslation(['auth', 'errors'])
  const form = useZodForm(ForgotPasswordFormSchema, { email: '' })
  useDocumentTitle(t('auth:forgot.title'))

  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email)
      toast.success(t('auth:forgot.sent'))
      form.reset()
    } catch {
      toast.error(t('errors:login-error'))
    }
  })

  // Spec section 2: submit only when the form is valid, changed and not submitting.
  const canSubmit = form.isValid && form.isDirty && !form.submitting
  return (
    <AuthShell>
      <h1 className="text-3xl font-semibold">{t('auth:forgot.title')}</h1>
      <p id="forgot-help">{t('auth:forgot.intro')}</p>
      <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
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
          {form.submitting ? t('auth:forgot.submitting') : t('auth:forgot.submit')}
        </Button>
      </form>
      <Link to="/login" className="self-start text-primary underline">
        {t('auth:back-to-login')}
      </Link>
    </AuthShell>
  )
}
