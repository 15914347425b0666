import { useState, type FormEvent } from 'react'
import { formatPhone } from '@contracts/phone-format'
import { i18n } from '@/i18n'
import { useRememberedSms } from '@/lib/pending-sms'
import { useCurrentUser } from '@/lib/session'
import { useTenant } from '@/lib/tenant'
import { confirmPhoneChange, discardPhoneChange, resendPhoneCode, startPhoneChange } from './actions'
import { isSmsCode, phoneChanged, toE164 } from './profile-form'
import { useAccountStore } from './store'

/**
 * Spec section 4, phone change: a new number, then the 6-digit SMS code that confirms it; discard
 * drops it. A reload while the code still works comes back to its step (the tab remembers it); once
 * expired, the number form starts with the number it went to. Resends stay throttled by the server.
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
  const [phone, setPhone] = useState(() => {
    const last = notCurrent(remembered.lastSentTo)
    return last ? formatPhone(last, tenant.iso3166) : ''
  })
  const [code, setCode] = useState('')
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

  const sendCode = (event: FormEvent) => {
    event.preventDefault()
    const e164 = toE164(phone.trim(), tenant.iso3166)
    if (!phoneChanged(e164, user?.cellPhone ?? null)) {
      setProblem(i18n.t('errors:invalid-phone'))
      return
    }
    void run(
      () => startPhoneChange(e164),
      () => setCode(''),
    )
  }
  const confirm = (event: FormEvent) => {
    event.preventDefault()
    if (!isSmsCode(code)) {
      setProblem(i18n.t('account:phone.code-format'))
      return
    }
    void run(
      () => confirmPhoneChange(code),
      () => setPhone(''),
    )
  }
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
    setCode('')
  }
  return {
    current: user?.cellPhone ?? null,
    pending,
    phone,
    setPhone,
    code,
    setCode: (v: string) => setCode(v.replace(/\D/g, '').slice(0, 6)),
    sendCode,
    confirm,
    resend,
    discard,
    problem,
    notice,
    busy,
  }
}
