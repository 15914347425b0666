import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { messagesOf } from '@/core/api'
import { refreshUser } from '@/core/session'
import { confirmEmailChange } from '../api'
import { AccountPage } from '@/components/account-page'
import { paths } from '@/core/paths'

type Outcome = { status: 'confirming' } | { status: 'done'; email: string } | { status: 'failed'; message: string }

/**
 * account/email-confirmation?token=…: the link sent to a new address. Open without a session (the
 * mail may be read on another device); a signed-in member's session reads the new address after.
 */
export default function EmailConfirmationScreen() {
  const { t } = useTranslation('account')
  const [params] = useSearchParams()
  const token = params.get('token') ?? ''
  const [outcome, setOutcome] = useState<Outcome>({ status: 'confirming' })
  const asked = useRef(false)
  useEffect(() => {
    // Once: the link is single use, so a second call would be told it is spent.
    if (asked.current) return
    asked.current = true
    confirmEmailChange(token)
      .then(async (email) => {
        setOutcome({ status: 'done', email })
        await refreshUser().catch(() => null)
      })
      .catch((error: unknown) => setOutcome({ status: 'failed', message: messagesOf(error).join(' ') }))
  }, [token])
  return (
    <AccountPage title={t('email.confirm-title')}>
      <div role="status">
        {outcome.status === 'confirming' && <p>{t('email.confirming')}</p>}
        {outcome.status === 'done' && <p>{t('email.confirmed', { email: outcome.email })}</p>}
      </div>
      {outcome.status === 'failed' && <p role="alert">{outcome.message}</p>}
      <Link to={paths.details} className="self-start text-primary underline underline-offset-2">
        {t('email.to-account')}
      </Link>
    </AccountPage>
  )
}
