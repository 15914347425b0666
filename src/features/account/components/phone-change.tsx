import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/form-field'
import { formatPhone } from '@contracts/phone-format'
import { SMS_CODE_LENGTH } from '@contracts/phone-input'
import type { FieldProps } from '@/lib/forms/use-schema-form'
import { useTenant } from '@/core/tenant'
import { usePhoneChange } from '../use-phone-change'

/** The phone number and its change: a new number, then the 6-digit SMS code sent to it. */
export function PhoneChange({ headingLevel = 2 }: { headingLevel?: 2 | 3 | 4 }) {
  const { t } = useTranslation('account')
  const landmark = useLandmarkProps()
  const id = useId()
  const phone = usePhoneChange()
  const { tenant } = useTenant()
  const shown = (e164: string) => formatPhone(e164, tenant.iso3166)
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  const codeStep = phone.pending !== null
  const wasCodeStep = useRef(codeStep)
  const { numberForm, codeForm } = phone
  const problemId = phone.problem ? `${id}-problem` : undefined
  // The focus follows the step the driver moved to (not a step a reload comes back to): the code
  // box once the code is sent, the number field once it is confirmed or discarded.
  useEffect(() => {
    if (codeStep !== wasCodeStep.current) {
      if (codeStep) codeForm.setFocus('code')
      else numberForm.setFocus('phone')
    }
    wasCodeStep.current = codeStep
  }, [codeStep, codeForm, numberForm])
  return (
    <section {...landmark.section({ 'aria-labelledby': `${id}-title` })} className="flex flex-col gap-3">
      <Heading id={`${id}-title`} className="text-lg font-semibold">
        {t('phone.title')}
      </Heading>
      <p>{phone.current ? t('phone.current', { phone: shown(phone.current) }) : t('phone.none')}</p>
      {!codeStep ? (
        <form onSubmit={(e) => void phone.sendCode(e)} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <FormField
            label={t('phone.new')}
            type="tel"
            autoComplete="tel"
            field={invalidWith(numberForm.field('phone', problemId), problemId)}
            error={numberForm.errorOf('phone')}
            errorId={numberForm.errorId('phone')}
            className="flex-1"
          />
          <Button type="submit" disabled={!phone.canSend}>
            {t('phone.send-code')}
          </Button>
        </form>
      ) : (
        <form onSubmit={(e) => void phone.confirm(e)} noValidate className="flex flex-col gap-2">
          <p role="status">{t('phone.code-sent', { phone: shown(phone.pending ?? '') })}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <FormField
              label={t('phone.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={SMS_CODE_LENGTH}
              field={invalidWith(phone.codeField(problemId), problemId)}
              error={codeForm.errorOf('code')}
              errorId={codeForm.errorId('code')}
              inputClassName="w-40 tracking-widest"
            />
            <Button type="submit" disabled={!phone.canConfirm}>
              {t('phone.confirm')}
            </Button>
            <Button variant="secondary" onClick={phone.resend} disabled={phone.busy}>
              {t('phone.resend')}
            </Button>
            <Button variant="ghost" onClick={phone.discard}>
              {t('phone.discard')}
            </Button>
          </div>
        </form>
      )}
      {phone.notice && <p role="status">{phone.notice}</p>}
      {phone.problem && (
        <p id={`${id}-problem`} role="alert" className="font-medium text-destructive">
          {phone.problem}
        </p>
      )}
    </section>
  )
}

/** The server's refusal (the problem below the form) marks the field invalid too, as its own errors do. */
function invalidWith<F extends Pick<FieldProps, 'aria-invalid'>>(field: F, problemId: string | undefined): F {
  return problemId ? { ...field, 'aria-invalid': true } : field
}
