import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { messagesOf } from '@/core/api'
import { useCurrentUser } from '@/core/session'
import { requestEmailChange } from '../api'

type Sent = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; to: string } | { status: 'error'; message: string }

/**
 * The e-mail address, read-only, and its change: a new address is sent a confirmation link (the
 * current one is told); the account's address changes only once the link is followed.
 */
export function EmailChange() {
  const { t } = useTranslation('account')
  const landmark = useLandmarkProps()
  const id = useId()
  const user = useCurrentUser()
  const [email, setEmail] = useState('')
  const [sent, setSent] = useState<Sent>({ status: 'idle' })
  const submit = async (e: FormEvent) => {
    e.preventDefault()
    if (!email.trim()) {
      setSent({ status: 'error', message: t('email.required') })
      return
    }
    setSent({ status: 'sending' })
    try {
      const to = await requestEmailChange(email.trim())
      setSent({ status: 'sent', to })
      setEmail('')
    } catch (error) {
      setSent({ status: 'error', message: messagesOf(error).join(' ') })
    }
  }
  const errorId = sent.status === 'error' ? `${id}-error` : undefined
  return (
    <section {...landmark.section({ 'aria-labelledby': `${id}-title` })} className="flex flex-col gap-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('email.title')}
      </h2>
      <p>{t('email.current', { email: user?.email ?? '' })}</p>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="flex flex-1 flex-col gap-1">
          <Label htmlFor={`${id}-new`}>{t('email.new')}</Label>
          <Input
            id={`${id}-new`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={sent.status === 'error' || undefined}
            aria-describedby={errorId}
          />
        </div>
        <Button type="submit" disabled={sent.status === 'sending'}>
          {t('email.send-link')}
        </Button>
      </form>
      <div role="status">{sent.status === 'sent' && <p>{t('email.link-sent', { email: sent.to })}</p>}</div>
      {sent.status === 'error' && (
        <p id={errorId} role="alert" className="font-medium text-destructive">
          {sent.message}
        </p>
      )}
    </section>
  )
}
