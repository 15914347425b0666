import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { messagesOf } from '@/core/api'
import { logout, useSession } from '@/core/session'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { useCardHost } from '../shared/card-host'
import { CardError, CardLoading } from '../shared/card-status'
import type { LogoutCardProps } from './schema'

/** Logout confirmation: the session's logout; the conversation is then cleared for the next visitor. */
export function LogoutCard({ stale }: CardViewProps<LogoutCardProps>) {
  const { t } = useTranslation('cards')
  const host = useCardHost()
  const { isAuthenticated } = useSession()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const cancelled = host.state.cancelled === true

  if (stale || cancelled || !isAuthenticated) {
    return (
      <CardFrame stale title={t('logout.title')} classicPath="/" classicLabel={t('open-classic')}>
        <p>{cancelled ? t('logout.cancelled') : t('logout.summary')}</p>
      </CardFrame>
    )
  }

  async function confirm() {
    setPending(true)
    setError(null)
    try {
      await logout()
    } catch (e) {
      setError(messagesOf(e)[0])
      setPending(false)
    }
  }

  return (
    <CardFrame title={t('logout.title')} classicPath="/" classicLabel={t('open-classic')}>
      <p>{t('logout.question')}</p>
      {pending ? <CardLoading label={t('logout.pending')} /> : null}
      {error ? <CardError message={error} /> : null}
      <div className="flex flex-wrap gap-2">
        <Button variant="destructive" size="sm" disabled={pending} onClick={() => void confirm()}>
          {t('logout.confirm')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={pending}
          onClick={() => {
            host.setState({ cancelled: true })
            host.focusComposer()
          }}
        >
          {t('logout.cancel')}
        </Button>
      </div>
    </CardFrame>
  )
}
