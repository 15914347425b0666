import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/lib/session'
import { requestMyData } from '../actions'

/** The privacy data request (POST /user/data_request): everything the platform holds, sent by e-mail. */
export function DataRequest({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('account')
  const user = useCurrentUser()
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const send = async () => {
    setState('sending')
    setState((await requestMyData()) ? 'sent' : 'idle')
  }
  return (
    <section aria-labelledby="data-request-title" className="flex flex-col gap-3">
      <Heading id="data-request-title" className="text-lg font-semibold">
        {t('privacy.request-title')}
      </Heading>
      <p>{t('privacy.request-text')}</p>
      {state === 'sent' ? (
        <p role="status" className="font-medium">
          {t('privacy.request-done', { email: user?.email ?? '' })}
        </p>
      ) : (
        <Button className="self-start" disabled={state === 'sending'} onClick={() => void send()}>
          {t('privacy.request-button')}
        </Button>
      )}
    </section>
  )
}
