import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { usePasswordResetRequest } from '@/lib/session'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { useCardHost } from '../shared/card-host'
import { CardError } from '../shared/card-status'
import { SsoOption } from '../login/sso-option'
import type { PasswordResetCardProps } from './schema'

/** forgot password, in the conversation: the reset request of the forgot-password screen; the link arrives by e-mail. */
export function PasswordResetCard({ stale }: CardViewProps<PasswordResetCardProps>) {
  const { t } = useTranslation(['cards', 'errors'])
  const host = useCardHost()
  const request = usePasswordResetRequest()
  const id = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const sent = host.state.sent === true

  if (sent || stale) {
    return (
      <CardFrame stale={stale} title={t('cards:reset.title')} classicPath="/forgot-password" classicLabel={t('cards:reset.open')}>
        {/* The card's own words after the visitor's action: the log only announces the assistant's answers. */}
        {sent ? <p role="status">{t('cards:reset.sent')}</p> : <p>{t('cards:reset.summary-stale')}</p>}
      </CardFrame>
    )
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    setError(null)
    const outcome = await request.send(email)
    if (outcome === 'invalid') {
      setError(email.trim() ? t('cards:login.invalid-email') : t('cards:login.required'))
      document.getElementById(`${id}-email`)?.focus()
      return
    }
    if (outcome === 'sent') {
      host.setState({ sent: true })
      host.focusComposer()
    }
  }

  return (
    <CardFrame title={t('cards:reset.title')} classicPath="/forgot-password" classicLabel={t('cards:reset.open')}>
      <SsoOption id={id} />
      <form noValidate onSubmit={submit} className="space-y-3">
        <p id={`${id}-intro`}>{t('cards:reset.intro')}</p>
        <div className="space-y-1">
          <Label htmlFor={`${id}-email`}>{t('cards:login.email')}</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-intro ${id}-email-error` : `${id}-intro`}
          />
          {error ? (
            <p id={`${id}-email-error`} className="text-sm text-destructive">
              {error}
            </p>
          ) : null}
        </div>
        {request.status === 'failed' ? <CardError message={t('cards:reset.failed')} /> : null}
        <Button type="submit" disabled={request.status === 'sending'} className="w-full sm:w-auto">
          {request.status === 'sending' ? t('cards:reset.submitting') : t('cards:reset.submit')}
        </Button>
      </form>
    </CardFrame>
  )
}

export default PasswordResetCard
