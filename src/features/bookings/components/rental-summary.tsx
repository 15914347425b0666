import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { Rental } from '@contracts/rental'
import type { Vehicle } from '@contracts/vehicle'
import { Badge } from '@/components/ui/badge'
import { useStations } from '@/lib/reference-data'
import { useTenant } from '@/core/tenant'
import { formatDateTime } from '../format'
import { useRentalActions } from '../use-rental-actions'
import { isFinished, statusLabelKey } from '../rental-status'
import { useDeadlineText } from './action-deadline'
import { BillingNote, hasReceipt } from './billing-note'
import { paths } from '@/core/paths'

interface RentalSummaryProps {
  rental: Rental
  vehicle: Vehicle | undefined
  /** The detail page of this list's rentals. */
  to: string
  now: number
  headingLevel?: 'h3' | 'h4'
}

/** One rental in a list: vehicle, status, dates, station, and until when it can change. */
export function RentalSummary({ rental, vehicle, to, now, headingLevel: Heading = 'h3' }: RentalSummaryProps) {
  const { t, i18n } = useTranslation(['bookings', 'status'])
  const { tenant } = useTenant()
  const stations = useStations()
  const deadline = useDeadlineText()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const name = vehicle ? `${vehicle.make} ${vehicle.model}` : t('item.vehicle-number', { id: rental.vehicle_id })
  const station = stations.find((s) => s.id === rental.start_station_id)?.name
  const permissions = useRentalActions(rental, now)
  const { isDriver } = permissions
  return (
    <li className="flex gap-3 rounded-lg border border-border bg-card p-3">
      {vehicle?.thumbnail_url && <img src={vehicle.thumbnail_url} alt="" className="size-16 shrink-0 rounded bg-muted object-contain" />}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Heading className="font-semibold">
            <Link to={to} className="text-primary underline underline-offset-2 hover:no-underline">
              {name}
            </Link>
          </Heading>
          <Badge variant={isFinished(rental.status) ? 'secondary' : 'default'}>{t(statusLabelKey(rental.status))}</Badge>
          {rental.carpooling && <Badge variant="outline">{t('item.carpool')}</Badge>}
        </div>
        <p className="text-sm">
          {t('item.dates', {
            start: formatDateTime(Date.parse(rental.reservation_start_time), tenant.timezone, lang),
            end: formatDateTime(Date.parse(rental.reservation_end_time), tenant.timezone, lang),
          })}
        </p>
        {station && <p className="text-sm text-muted-foreground">{t('item.at-station', { name: station })}</p>}
        {isDriver && rental.status === 'closed' && hasReceipt(rental) && (
          <p className="text-sm">
            <Link to={paths.receipt(rental.id)} className="text-primary underline underline-offset-2 hover:no-underline" aria-label={t('receipt.link-of', { name })}>
              {t('receipt.link')}
            </Link>
          </p>
        )}
        {isDriver && rental.status === 'closed' && <BillingNote rental={rental} />}
        {isDriver && !isFinished(rental.status) && (
          <p className="text-sm text-muted-foreground">
            {permissions.modifyStart.allowed || !permissions.modifyEnd.allowed ? deadline('modify', permissions.modifyStart) : deadline('modify-end', permissions.modifyEnd)}
          </p>
        )}
      </div>
    </li>
  )
}
