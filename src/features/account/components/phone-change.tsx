import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { formatPhone } from '@contracts/phone-format'
import { useTenant } from '@/lib/tenant'
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
  // The focus follows the step the driver moved to (not a step a reload comes back to): the code
  // box once the code is sent, the number field once it is confirmed or discarded.
  useEffect(() => {
    if (codeStep !== wasCodeStep.current) document.getElementById(codeStep ? `${id}-code` : `${id}-phone`)?.focus()
    wasCodeStep.current = codeStep
  }, [codeStep, id])
  return (
    <section {...landmark.section({ 'aria-labelledby': `${id}-title` })} className="flex flex-col gap-3">
      <Heading id={`${id}-title`} className="text-lg font-semibold">
        {t('phone.title')}
      </Heading>
      <p>{phone.current ? t('phone.current', { phone: shown(phone.current) }) : t('phone.none')}</p>
      {!codeStep ? (
        <form onSubmit={phone.sendCode} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1.5">
            <Label htmlFor={`${id}-phone`}>{t('phone.new')}</Label>
            <Input
              id={`${id}-phone`}
              type="tel"
              autoComplete="tel"
              value={phone.phone}
              onChange={(e) => phone.setPhone(e.target.value)}
              aria-invalid={phone.problem ? true : undefined}
              aria-describedby={phone.problem ? `${id}-problem` : undefined}
            />
          </div>
          <Button type="submit" disabled={phone.busy || phone.phone.trim() === ''}>
            {t('phone.send-code')}
          </Button>
        </form>
      ) : (
        <form onSubmit={phone.confirm} noValidate className="flex flex-col gap-2">
          <p role="status">{t('phone.code-sent', { phone: shown(phone.pending ?? '') })}</p>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-code`}>{t('phone.code')}</Label>
              <Input
                id={`${id}-code`}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className="w-40 tracking-widest"
                value={phone.code}
                onChange={(e) => phone.setCode(e.target.value)}
                aria-invalid={phone.problem ? true : undefined}
                aria-describedby={phone.problem ? `${id}-problem` : undefined}
              />
            </div>
            <Button type="submit" disabled={phone.busy || phone.code.length !== 6}>
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
