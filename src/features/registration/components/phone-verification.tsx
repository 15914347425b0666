import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { formatPhone } from '@contracts/phone-format'
import { useTenant } from '@/core/tenant'
import { usePhoneVerification } from '../use-phone-verification'
import { CodeInputs } from './code-inputs'
import { FormAlert } from './form-alert'
import { OtherNumberDialog } from './other-number-dialog'
import { PhoneNumberField } from './phone-number-field'

/** The phone step: the number, then the six digits of the SMS code, a resend and the other-number modal. */
export function PhoneVerification({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation(['registration', 'errors'])
  const landmark = useLandmarkProps()
  const id = useId()
  const phone = usePhoneVerification()
  const { tenant } = useTenant()
  const otherButton = useRef<HTMLButtonElement>(null)
  const codeStep = phone.sentTo !== null
  const wasCodeStep = useRef(codeStep)

  // When the code is sent, the first digit box takes the focus.
  useEffect(() => {
    if (codeStep && !wasCodeStep.current) phone.moveFocus(0)
    wasCodeStep.current = codeStep
  }, [codeStep, phone])

  if (!codeStep) {
    return (
      <form noValidate onSubmit={(e) => void phone.sendFirst(e)} className="flex flex-col gap-4" {...landmark.form({ 'aria-label': t('registration:steps.phoneNumber') })}>
        <p>{t('registration:phone.intro')}</p>
        <FormAlert messages={phone.error ? [phone.error] : null} />
        <PhoneNumberField form={phone.numberForm} hint={t('registration:phone.number-hint')} inputClassName={compact ? undefined : 'max-w-sm'} />
        <Button type="submit" size={compact ? 'default' : 'lg'} className="self-start" disabled={phone.sending}>
          {phone.sending ? t('registration:sending') : t('registration:phone.send')}
        </Button>
      </form>
    )
  }

  return (
    <div className="flex flex-col gap-4">
      <p role="status">
        {phone.notice
          ? t('registration:phone.resent', { phone: formatPhone(phone.notice, tenant.iso3166) })
          : t('registration:phone.sent', { phone: formatPhone(phone.sentTo ?? '', tenant.iso3166) })}
      </p>
      <FormAlert id={`${id}-code-error`} messages={phone.error && !phone.otherOpen ? [phone.error] : null} />
      {/* min-w-0: a fieldset is at least as wide as its content, which would keep the code boxes from shrinking on a phone. */}
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 font-medium">{t('registration:phone.code-legend')}</legend>
        <CodeInputs
          code={phone.code}
          digitRefs={phone.digitRefs}
          disabled={phone.checking}
          invalid={phone.error !== null}
          describedBy={phone.error ? `${id}-code-error` : undefined}
          onType={phone.typeDigit}
          onPaste={phone.pasteCode}
          onErase={phone.eraseDigit}
          onMove={phone.moveFocus}
        />
      </fieldset>
      {phone.checking ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <Spinner className="size-4" />
          {t('registration:phone.checking')}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={phone.sending || phone.checking} onClick={() => void phone.resend()}>
          {t('registration:phone.resend')}
        </Button>
        <Button ref={otherButton} variant="secondary" aria-haspopup="dialog" disabled={phone.checking} onClick={() => phone.setOtherOpen(true)}>
          {t('registration:phone.other-number')}
        </Button>
      </div>
      <OtherNumberDialog open={phone.otherOpen} onOpenChange={phone.setOtherOpen} form={phone.otherForm} onSubmit={phone.sendOther} sending={phone.sending} error={phone.error} />
    </div>
  )
}
