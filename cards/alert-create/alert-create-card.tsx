import { useEffect, useState } from 'react'
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

// A card mounted twice at once (React's development double effects) creates its alert once.
const creating = new Set<string>()

/**
 * Creates the alert the conversation understood (POST /user/alerts with the search's own fields),
 * once: what it answered is recorded, so a reload shows it again without creating another.
 */
export default function AlertCreateCard({ props, stale }: CardViewProps<AlertCreateCardProps>) {
  const { t } = useTranslation('cards')
  const host = useCardHost()
  const settings = useSearchSettings()
  const recorded = host.state as { alertId?: number; error?: string }
  const [phase, setPhase] = useState<Phase>(recorded.alertId ? { kind: 'created' } : recorded.error ? { kind: 'error', message: recorded.error } : { kind: 'creating' })

  useEffect(() => {
    if (stale || phase.kind !== 'creating' || creating.has(host.cardId)) return
    creating.add(host.cardId)
    void (async () => {
      try {
        const alert = await createAlert(toVehicleSearchBody(props.criteria, settings).search)
        void queryClient.invalidateQueries({ queryKey: ['alerts'] })
        host.setState({ alertId: alert.id })
        setPhase({ kind: 'created' })
      } catch (error) {
        const message = searchErrorMessages(error).join(' ')
        host.setState({ error: message })
        setPhase({ kind: 'error', message })
      } finally {
        creating.delete(host.cardId)
      }
    })()
    // Runs again with every render's host and settings: only the 'creating' phase, once per card
    // at a time (the set), creates; a retry goes back to that phase.
  }, [stale, phase.kind, host, props.criteria, settings])

  const frame = { title: t('alerts.create-title'), classicPath: paths.alerts, classicLabel: t('alerts.open-list') }
  return (
    <CardFrame {...frame} stale={stale} focusReady={phase.kind !== 'creating'}>
      {phase.kind === 'creating' && <CardLoading label={t('alerts.creating')} />}
      {phase.kind === 'created' && <p>{t('alerts.created')}</p>}
      {phase.kind === 'error' && (
        <CardError
          message={phase.message}
          onRetry={() => {
            host.setState({ error: undefined })
            setPhase({ kind: 'creating' })
          }}
        />
      )}
    </CardFrame>
  )
}
