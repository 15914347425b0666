import { useEffect } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { createAlert } from '@/features/account/alerts-api'
import { searchErrorMessages, useSearchSettings } from '@/features/search'
import { toVehicleSearchBody } from '@/features/search/search-body'
import { queryClient } from '@/core/query/query-client'
import type { CardViewProps } from '../registry'
import { useCardHost } from '../shared/card-host'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import type { AlertCreateCardProps } from './schema'
import { paths } from '@/core/paths'

type Phase = { kind: 'creating' } | { kind: 'created' } | { kind: 'error'; message: string }

/**
 * Creates the alert the conversation understood (POST /user/alerts with the search's own fields),
 * once: what it answered is recorded, so a reload shows it again without creating another.
 */
export default function AlertCreateCard({ props, stale }: CardViewProps<AlertCreateCardProps>) {
  const { t } = useTranslation('cards')
  const host = useCardHost()
  const settings = useSearchSettings()
  const recorded = host.state as { alertId?: number; error?: string }
  const mutationKey = ['alert-create', host.cardId]
  const creation = useMutation(
    {
      mutationKey,
      mutationFn: () => createAlert(toVehicleSearchBody(props.criteria, settings).search),
      onSuccess: (alert) => {
        void queryClient.invalidateQueries({ queryKey: ['alerts'] })
        host.setState({ alertId: alert.id })
      },
      onError: (error) => host.setState({ error: searchErrorMessages(error).join(' ') }),
    },
    queryClient,
  )
  const phase: Phase = recorded.alertId ? { kind: 'created' } : recorded.error ? { kind: 'error', message: recorded.error } : { kind: 'creating' }

  // Until the card's state says what came of it, one creation per card: a card mounted twice at
  // once (React's development double effects) finds the first one under way in the client.
  const { mutate, isIdle } = creation
  const waiting = !stale && phase.kind === 'creating' && isIdle
  useEffect(() => {
    if (waiting && queryClient.isMutating({ mutationKey: ['alert-create', host.cardId] }) === 0) mutate()
  }, [waiting, host.cardId, mutate])

  const frame = { title: t('alerts.create-title'), classicPath: paths.alerts, classicLabel: t('alerts.open-list') }
  return (
    <CardFrame {...frame} stale={stale} focusReady={phase.kind !== 'creating'}>
      {phase.kind === 'creating' && <CardLoading label={t('alerts.creating')} />}
      {phase.kind === 'created' && <p>{t('alerts.created')}</p>}
      {phase.kind === 'error' && (
        <CardError
          message={phase.message}
          onRetry={() => {
            creation.reset()
            host.setState({ error: undefined })
          }}
        />
      )}
    </CardFrame>
  )
}
