import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { notifyApiError } from '@/core/api'
import { requestUnlockEmail } from '@/core/session'

/**
 * A sign-in refused because the account is locked (too many wrong passwords): says so and offers the
 * unlock e-mail for the address typed. The answer is the same whether the account exists or not.
 */
export function LockedAccountNotice({ email }: { email: string }) {
  const { t } = useTranslation('auth')
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')

  const send = async () => {
    setState('sending')
    try {
      await requestUnlockEmail(email.trim())
      setState('sent')
    } catch (error) {
      setState('idle')
      notifyApiError(error)
    }
  }

  return (
    <div className="flex flex-col items-start gap-3 rounded-md border border-destructive bg-card p-3">
      <p className="font-medium text-destructive">{t('login.locked')}</p>
      {state === 'sent' ? (
        <p role="status">{t('login.unlock-sent')}</p>
      ) : (
        <Button type="button" variant="outline" disabled={state === 'sending'} onClick={() => void send()}>
          {state === 'sending' ? t('login.sending-unlock') : t('login.send-unlock')}
        </Button>
      )}
    </div>
  )
}
