import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { FormField } from '@/components/form-field'
import { PasswordField } from '@/components/password-field'
import { TermsDialog } from '@/components/content'
import { useAccountForm } from '../use-account-form'
import { FormAlert, keepFieldFocus } from './form-alert'
import { RegistrationFlowChoice } from './registration-flow-choice'

/** The account step: e-mail, password, confirmation, and the terms ticked before the submit is enabled. */
export function AccountForm({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('registration')
  const landmark = useLandmarkProps()
  const { form, flows, flowId, chooseFlow, flowMissing, termsAccepted, setTermsAccepted, failure, submit, canSubmit } = useAccountForm()
  const [termsOpen, setTermsOpen] = useState(false)
  const termsButton = useRef<HTMLButtonElement>(null)
  const termsId = `${form.fieldId('email')}-terms`
  const termsHintId = `${termsId}-hint`

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" {...landmark.form({ 'aria-label': t('steps.registration') })}>
      <FormAlert messages={failure} />
      <FormField label={t('account.email')} type="email" autoComplete="email" required {...form.control('email')} />
      <PasswordField label={t('account.password')} autoComplete="new-password" hint={t('account.password-hint')} {...form.control('password')} />
      <PasswordField label={t('account.confirmation')} autoComplete="new-password" {...form.control('passwordConfirmation')} />
      {flows.length > 0 ? <RegistrationFlowChoice flows={flows} value={flowId} onChange={chooseFlow} missing={flowMissing} /> : null}
      <div className="flex flex-col gap-2">
        <div className="flex items-start gap-2">
          <Checkbox
            id={termsId}
            checked={termsAccepted}
            onCheckedChange={(checked) => setTermsAccepted(checked === true)}
            aria-describedby={termsAccepted ? undefined : termsHintId}
            className="mt-0.5"
          />
          <Label htmlFor={termsId} className="leading-snug">
            {t('account.terms')}
          </Label>
        </div>
        <Button ref={termsButton} variant="link" className="h-auto self-start px-0 py-0" aria-haspopup="dialog" onClick={() => setTermsOpen(true)}>
          {t('account.read-terms')}
        </Button>
        {termsOpen ? <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} returnFocusTo={termsButton} /> : null}
        {!termsAccepted ? (
          <p id={termsHintId} className="text-sm text-muted-foreground">
            {t('account.terms-needed')}
          </p>
        ) : null}
      </div>
      <Button type="submit" onMouseDown={keepFieldFocus} size={compact ? 'default' : 'lg'} disabled={!canSubmit}>
        {form.submitting ? t('sending') : t('account.submit')}
      </Button>
    </form>
  )
}
