import { useRef, useState } from 'react'
import { formatPhone } from '@contracts/phone-format'
import { PhoneFormSchema, SMS_CODE_LENGTH } from '@contracts/phone-input'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useCurrentUser } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { requestSmsCode, submitSmsCode } from './actions'
import { EMPTY_CODE, enterDigits, eraseDigit, isCodeComplete } from './sms-code'
import { useRegistrationStore } from './store'
import { usePendingSms } from './use-pending-sms'

/**
 * The phone step: the number, then six single digits auto-submitted when complete (spec section 2),
 * a resend, and a modal to send the code to another number. Both number forms check the number
 * (contracts' PhoneFormSchema) from their first submit on. Errors are the spec's messages
 * (INVALID_SMS_CODE, SMS_CODE_EXPIRED, SMS_CODE_THROTTLED, ...). A reload while a code is pending
 * comes back to its digits; the server still refuses a resend within the minute.
 */
export function usePhoneVerification() {
  const user = useCurrentUser()
  const { pending: sms, lastSentTo } = usePendingSms()
  const { tenant } = useTenant()
  // A number already known fills the field the way people read it; the server reads that form back.
  const [known] = useState(() => lastSentTo ?? user?.newPhoneNumber ?? user?.cellPhone)
  const numberForm = useSchemaForm(PhoneFormSchema, { phone: known ? formatPhone(known, tenant.iso3166) : '' }, { mode: 'onSubmit' })
  const otherForm = useSchemaForm(PhoneFormSchema, { phone: '' }, { mode: 'onSubmit' })
  const [otherOpen, setOtherOpen] = useState(false)
  const [sending, setSending] = useState(false)
  const [code, setCode] = useState<string[]>([...EMPTY_CODE])
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const digitRefs = useRef<Array<HTMLInputElement | null>>([])
  const lastSubmitted = useRef<string | null>(null)

  const focusDigit = (index: number) => {
    const input = digitRefs.current[index]
    input?.focus()
    input?.select()
  }

  const send = async (number: string): Promise<boolean> => {
    setSending(true)
    setError(null)
    setNotice(null)
    const result = await requestSmsCode(number)
    setSending(false)
    if (!result.ok) {
      setError(result.messages.join(' '))
      return false
    }
    setCode([...EMPTY_CODE])
    lastSubmitted.current = null
    return true
  }

  const confirm = async (digits: string[]) => {
    const value = digits.join('')
    if (checking || lastSubmitted.current === value) return
    lastSubmitted.current = value
    setChecking(true)
    setError(null)
    const result = await submitSmsCode(value)
    setChecking(false)
    if (result.ok) return
    setError(result.messages.join(' '))
    // A wrong code is cleared so the next one can be typed from the first box.
    setCode([...EMPTY_CODE])
    lastSubmitted.current = null
    requestAnimationFrame(() => focusDigit(0))
  }

  const apply = (next: { code: string[]; focus: number }) => {
    setCode(next.code)
    focusDigit(next.focus)
    if (isCodeComplete(next.code)) void confirm(next.code)
  }

  return {
    sentTo: sms?.sentTo ?? null,
    numberForm,
    /** Sends the first code (the number form); a refused send gives the focus back to the number. */
    sendFirst: numberForm.handleSubmit(async ({ phone }) => {
      if (!(await send(phone))) numberForm.setFocus('phone')
    }),
    /** Sends a new code to the same number. */
    resend: async () => {
      if (!sms) return false
      const ok = await send(sms.sentTo)
      if (ok) setNotice(sms.sentTo)
      return ok
    },
    otherForm,
    otherOpen,
    /** Opens or closes the other-number modal; an error of the last send is not carried into it. */
    setOtherOpen: (open: boolean) => {
      if (open) setError(null)
      setOtherOpen(open)
    },
    /** Sends a new code to another number (the modal); the modal closes, emptied, once it went. */
    sendOther: otherForm.handleSubmit(async ({ phone }) => {
      if (!(await send(phone))) return
      numberForm.setValue('phone', phone)
      setNotice(useRegistrationStore.getState().sms?.sentTo ?? phone)
      otherForm.reset({ phone: '' })
      setOtherOpen(false)
    }),
    sending,
    code,
    digitRefs,
    /** A box's input: one digit typed, or a whole code pasted. */
    typeDigit: (index: number, text: string) => {
      const previous = code[index]
      // The box already held a digit: keep the one just typed.
      const typed = previous && text.length === 2 ? text.replace(previous, '') || previous : text
      apply(enterDigits(code, index, typed))
    },
    pasteCode: (index: number, text: string) => apply(enterDigits(code, index, text)),
    eraseDigit: (index: number) => {
      const next = eraseDigit(code, index)
      setCode(next.code)
      focusDigit(next.focus)
    },
    moveFocus: (index: number) => focusDigit(Math.max(0, Math.min(SMS_CODE_LENGTH - 1, index))),
    checking,
    error,
    notice,
  }
}
