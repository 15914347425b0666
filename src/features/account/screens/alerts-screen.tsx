import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useReferenceData } from '@/lib/reference-data'
import { useTenant } from '@/core/tenant'
import { AlertsList } from '../components/alerts-list'
import { useAlerts } from '../use-alerts'
import { AccountPage } from '@/components/account-page'

/** account/alerts: the member's alerts (searches kept alive until their start), to read and delete. */
export default function AlertsScreen() {
  const { t, i18n } = useTranslation('account')
  const { alerts, status, reload, remove } = useAlerts()
  // Stations and categories name each alert: the list waits for them rather than showing ids.
  const reference = useReferenceData()
  const { stations, categories } = reference.data
  const shown = status === 'ready' && reference.status !== 'loading'
  const { tenant } = useTenant()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  return (
    <AccountPage title={t('alerts.title')}>
      <p>{t('alerts.intro')}</p>
      {(status === 'loading' || (status === 'ready' && !shown)) && <p role="status">{t('alerts.loading')}</p>}
      {status === 'error' && (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p>{t('alerts.load-error')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('alerts.retry')}
          </Button>
        </div>
      )}
      {shown && <AlertsList alerts={alerts} stations={stations} categories={categories} lang={lang} timeZone={tenant.timezone} onDelete={remove} />}
    </AccountPage>
  )
}
