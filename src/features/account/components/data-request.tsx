import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Button } from '@/components/ui/button'
import { useCurrentUser } from '@/core/session'
import { requestMyData } from '../actions'

/** The privacy data request (POST /user/data_request): everything the platform holds, sent by e-mail. */
export function DataRequest({ headingLevel = 2, hideTitle = false }: { headingLevel?: 2 | 3 | 4; hideTitle?: boolean }) {
  const id = useId()
  const { t } = useTranslation('account')
  const landmark = useLandmarkProps()
  const user = useCurrentUser()
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4'
  const send = async () => {
    setState('sending')
    setState((await requestMyData()) ? 'sent' : 'idle')
  }
  return (
    <section {...landmark.section({ 'aria-labelledby': id })} className="flex flex-col gap-3">
      <Heading id={id} className={hideTitle ? 'sr-only' : 'text-lg font-semibold'}>
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
