import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import type { CarpoolResult } from '@contracts/rental'
import { useStations } from '@/lib/reference-data'
import { formatSearchDate } from '../date-time'
import { useLang } from '../use-lang'
import { useSearchSettings } from '../use-search-settings'

interface CarpoolOfferListProps {
  carpools: readonly CarpoolResult[]
  onJoin: (carpool: CarpoolResult) => void
  label: string
}

/** Other members' carpool offers, each with its own join button. */
export function CarpoolOfferList({ carpools, onJoin, label }: CarpoolOfferListProps) {
  const { t } = useTranslation('booking')
  const lang = useLang()
  const { timezone } = useSearchSettings()
  const stations = useStations()
  return (
    <ul aria-label={label} className="flex flex-col gap-2">
      {carpools.map((c) => {
        const station = stations.find((s) => s.id === c.start_station_id)?.name
        const when = `${formatSearchDate(Date.parse(c.reservation_start_time), timezone, lang)} – ${formatSearchDate(Date.parse(c.reservation_end_time), timezone, lang)}`
        const title = t('carpool.offer-title', { name: c.driver.first_name ?? t('carpool.a-member'), destination: c.carpooling_destination ?? '—' })
        return (
          <li key={c.id} className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3">
            <p className="font-semibold">{title}</p>
            <p className="text-sm text-muted-foreground">{[station, when, t('carpool.seats-left', { count: c.available_seats })].filter(Boolean).join(' · ')}</p>
            <Button variant="outline" size="sm" className="self-start" onClick={() => onJoin(c)} disabled={c.available_seats <= 0} aria-label={t('carpool.join-named', { title })}>
              {t('carpool.join')}
            </Button>
          </li>
        )
      })}
    </ul>
  )
}
