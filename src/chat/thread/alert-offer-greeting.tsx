import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDateInWords } from '@contracts/format'
import type { Alert } from '@contracts/alert'
import { reviewNextCard } from '@cards/booking-review/review-next-card'
import { pushNextCard } from '@cards/search-results/next-card'
import { Button } from '@/components/ui/button'
import { ALERTS_KEY, fetchAlerts } from '@/features/account/alerts-api'
import { alertCriteria } from './alert-criteria'
import { searchVehicles } from '@/features/search/api'
import { toVehicleSearchBody } from '@/features/search/search-body'
import { useSearchSettings } from '@/features/search/use-search-settings'
import { queryClient } from '@/core/query/query-client'
import { useCurrentCatalog } from '@/lib/reference-data/catalog'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { loadCapabilities } from '../capabilities'

/**
 * The chat's greeting tells a member of a vehicle held for one of their alerts, with a one-tap
 * "Réserver": the member's own search for the alert's times (which lists the held vehicle) gives
 * its result, and the booking review opens on it, as after a click in the results.
 */
export function AlertOfferGreeting() {
  const member = useSessionStore((s) => s.status) === 'member'
  const query = useQuery({ queryKey: ALERTS_KEY, queryFn: fetchAlerts, enabled: member, refetchInterval: 60_000 }, queryClient)
  const offers = (query.data ?? []).filter((a) => a.offer !== null && Date.parse(a.offer.expires_at) > Date.now())
  if (!member || offers.length === 0) return null
  return (
    <>
      {offers.map((a) => (
        <OfferLine key={a.id} alert={a} />
      ))}
    </>
  )
}

function OfferLine({ alert }: { alert: Alert }) {
  const { t, i18n } = useTranslation('cards')
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const timeZone = useTenantStore((s) => s.tenant?.timezone ?? 'UTC')
  const stations = useCurrentCatalog().stations
  const settings = useSearchSettings()
  const [state, setState] = useState<'idle' | 'opening' | 'gone'>('idle')
  const station = stations.find((s) => s.id === alert.start_station_id)?.name ?? ''
  const when = formatDateInWords(Date.parse(alert.start_time), timeZone, lang)
  const until = formatDateInWords(Date.parse(alert.offer!.expires_at), timeZone, lang)

  const book = async () => {
    setState('opening')
    const criteria = alertCriteria(alert)
    try {
      const answer = await searchVehicles(toVehicleSearchBody(criteria, settings))
      const result = answer.results.find((r) => r.vehicle.id === alert.offer!.vehicle_id)
      if (!result) {
        setState('gone')
        return
      }
      await loadCapabilities()
      pushNextCard(reviewNextCard(result, criteria, t('alerts.review-intro')))
      setState('idle')
    } catch {
      setState('gone')
    }
  }

  return (
    <section aria-label={t('alerts.offer-title')} className="flex flex-col items-start gap-2 rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm">
      <p className="font-medium">{t('alerts.offer-title')}</p>
      <p>{t('alerts.offer-text', { station, when, until })}</p>
      {state === 'gone' ? (
        <p role="status">{t('alerts.offer-gone')}</p>
      ) : (
        <Button size="sm" disabled={state === 'opening'} aria-label={t('alerts.book-named', { station, when })} onClick={() => void book()}>
          {t('alerts.book')}
        </Button>
      )}
    </section>
  )
}
