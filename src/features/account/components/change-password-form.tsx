import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { PasswordField } from '@/components/password-field'
import { Button } from '@/components/ui/button'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { ChangePasswordSchema } from '../account-rules'
import { changeMyPassword } from '../actions'

/** Change password (spec section 5): current, new (8 characters at least) and its confirmation. */
export function ChangePasswordForm({ headingLevel = 2, onDone }: { headingLevel?: 2 | 3 | 4; onDone?: () => void }) {
  const { t } = useTranslation('account')
  const landmark = useLandmarkProps()
  const id = useId()
  const form = useSchemaForm(ChangePasswordSchema, { current: '', password: '', confirmation: '' })
  const [failure, setFailure] = useState<string | null>(null)
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    const result = await changeMyPassword(values)
    if (result.ok) {
      form.reset()
      onDone?.()
    } else {
      setFailure(result.message)
      form.setFocus('current')
    }
  })
  return (
    <section {...landmark.section({ 'aria-labelledby': `${id}-title` })} className="flex flex-col gap-3">
      <Heading id={`${id}-title`} className="text-lg font-semibold">
        {t('password.title')}
      </Heading>
      <form onSubmit={(e) => void submit(e)} noValidate {...landmark.form({ 'aria-labelledby': `${id}-title` })} className="flex max-w-md flex-col gap-3">
        <PasswordField label={t('password.current')} autoComplete="current-password" {...form.control('current')} />
        <PasswordField label={t('password.new')} autoComplete="new-password" hint={t('password.rule')} {...form.control('password')} />
        <PasswordField label={t('password.confirmation')} autoComplete="new-password" {...form.control('confirmation')} />
        {failure && (
          <p role="alert" className="font-medium text-destructive">
            {failure}
          </p>
        )}
        <Button type="submit" className="self-start" disabled={form.submitting}>
          {t('password.submit')}
        </Button>
      </form>
    </section>
  )
}
