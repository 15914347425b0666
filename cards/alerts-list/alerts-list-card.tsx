import { useTranslation } from 'react-i18next'
import { AlertsList } from '@/features/account/components/alerts-list'
import { useAlerts } from '@/features/account/use-alerts'
import { useReferenceData } from '@/lib/reference-data'
import { useTenant } from '@/core/tenant'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import type { AlertsListCardProps } from './schema'
import { paths } from '@/core/paths'

/** The member's alerts in the chat: the account screen's list, with its delete buttons. */
export default function AlertsListCard({ stale }: CardViewProps<AlertsListCardProps>) {
  const { t, i18n } = useTranslation('cards')
  const { tenant } = useTenant()
  const { alerts, status, reload, remove } = useAlerts()
  const reference = useReferenceData()
  const frame = { title: t('alerts.list-title'), classicPath: paths.alerts, classicLabel: t('alerts.open-list') }
  if (stale) return <CardFrame stale {...frame} />
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const loading = status === 'loading' || reference.status === 'loading'
  return (
    <CardFrame {...frame} focusReady={!loading}>
      {loading && <CardLoading label={t('alerts.loading')} />}
      {status === 'error' && <CardError message={t('alerts.load-error')} onRetry={reload} />}
      {!loading && status === 'ready' && (
        <AlertsList
          alerts={alerts}
          stations={reference.data.stations}
          categories={reference.data.categories}
          lang={lang}
          timeZone={tenant.timezone}
          onDelete={remove}
          headingLevel={3}
        />
      )}
    </CardFrame>
  )
}
