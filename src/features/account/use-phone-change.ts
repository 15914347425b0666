import { useState, type ChangeEvent } from 'react'
import { formatPhone } from '@contracts/phone-format'
import { PhoneFormSchema, SMS_CODE_LENGTH, SmsCodeFormSchema } from '@contracts/phone-input'
import { i18n } from '@/i18n'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useRememberedSms } from '@/lib/pending-sms'
import { useCurrentUser } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { confirmPhoneChange, discardPhoneChange, resendPhoneCode, startPhoneChange } from './actions'
import { phoneChanged, toE164 } from './profile-form'
import { useAccountStore } from './store'

/**
 * Spec section 4, phone change: a new number, then the 6-digit SMS code that confirms it; discard
 * drops it. Both are schema forms (contracts/phone-input.ts) whose errors show from the first submit
 * on; the server's refusals are the `problem`. A reload while the code still works comes back to its
 * step (the tab remembers it); once expired, the number form starts with the number it went to.
 * Resends stay throttled by the server.
 */
export function usePhoneChange() {
  const user = useCurrentUser()
  const { tenant } = useTenant()
  const remembered = useRememberedSms(
    'phone-change',
    useAccountStore((s) => s.pendingSms),
  )
  // Confirmed meanwhile (another tab): a remembered number that is already the member's is not pending.
  const notCurrent = (n: string | null | undefined) => (n && n !== user?.cellPhone ? n : null)
  const pending = notCurrent(remembered.pending?.sentTo)
  // The number the expired code went to fills the field the way people read it; toE164 reads it back.
  const [lastSentTo] = useState(() => notCurrent(remembered.lastSentTo))
  const numberForm = useSchemaForm(PhoneFormSchema, { phone: lastSentTo ? formatPhone(lastSentTo, tenant.iso3166) : '' }, { mode: 'onSubmit' })
  const codeForm = useSchemaForm(SmsCodeFormSchema, { code: '' }, { mode: 'onSubmit' })
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)

  const run = async (work: () => Promise<{ ok: true } | { ok: false; message: string }>, onOk?: () => void) => {
    setBusy(true)
    setProblem(null)
    const result = await work()
    setBusy(false)
    if (result.ok) onOk?.()
    else setProblem(result.message)
    return result.ok
  }

  const sendCode = numberForm.handleSubmit(async ({ phone }) => {
    const e164 = toE164(phone.trim(), tenant.iso3166)
    // The member's own number again is no change to confirm.
    if (!phoneChanged(e164, user?.cellPhone ?? null)) {
      numberForm.setError('phone', { message: 'invalid-phone' }, { shouldFocus: true })
      return
    }
    await run(
      () => startPhoneChange(e164),
      () => codeForm.reset({ code: '' }),
    )
  })
  const confirm = codeForm.handleSubmit(async ({ code }) => {
    await run(
      () => confirmPhoneChange(code),
      () => numberForm.reset({ phone: '' }),
    )
  })
  const resend = () => {
    if (pending)
      void run(
        () => resendPhoneCode(pending),
        () => setNotice(i18n.t('account:phone.resent')),
      )
  }
  const discard = () => {
    discardPhoneChange()
    setProblem(null)
    setNotice(null)
    codeForm.reset({ code: '' })
  }
  /** The code box keeps digits only, six at the most. */
  const codeField = (describedBy?: string) => {
    const props = codeForm.field('code', describedBy)
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        event.target.value = event.target.value.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH)
        return props.onChange(event)
      },
    }
  }
  return {
    current: user?.cellPhone ?? null,
    pending,
    numberForm,
    codeForm,
    codeField,
    /** Whether the number's submit can go: something typed, nothing under way. */
    canSend: !busy && numberForm.watch('phone').trim() !== '',
    canConfirm: !busy && codeForm.watch('code').length === SMS_CODE_LENGTH,
    sendCode,
    confirm,
    resend,
    discard,
    problem,
    notice,
    busy,
  }
}
