import { useTranslation } from 'react-i18next'
import { Badge } from '@/components/ui/badge'
import { formatDateTime, formatPrice, INVOICES_SHOWN, invoiceRentalPath, useInvoices } from '@/features/bookings'
import { TripReceipt } from './trip-receipt'
import { paths } from '@/core/paths'

/** How many of the newest invoices a trip named in words is looked for among. */
const TRIP_INVOICES = 50
import { useTenant } from '@/core/tenant'
import type { CardViewProps } from '../registry'
import { CardFrame } from '../shared/card-frame'
import { CardError, CardLoading } from '../shared/card-status'
import { ClassicLink } from '../shared/classic-link'
import type { InvoicesCardProps } from './schema'

/** The member's invoices, newest first: the rental, the amount and whether it is paid, a link to the booking's screen. */
export default function InvoicesCard({ stale, props }: CardViewProps<InvoicesCardProps>) {
  const { t, i18n } = useTranslation('cards')
  const { tenant } = useTenant()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const named = props.make !== null || props.model !== null || props.date !== null || props.send
  // A trip is looked for among more invoices than the list shows.
  const { load, reload } = useInvoices(named ? TRIP_INVOICES : INVOICES_SHOWN)
  const title = t(named ? 'invoices.trip-title' : 'invoices.title')
  const frame = { title, classicPath: paths.bookingsHistory, classicLabel: t('invoices.history') }
  if (stale) return <CardFrame stale {...frame} />
  if (named)
    return (
      <CardFrame {...frame}>
        <TripReceipt load={load} reload={reload} query={props} />
      </CardFrame>
    )
  const when = (iso: string) => formatDateTime(Date.parse(iso), tenant.timezone, lang)
  return (
    <CardFrame {...frame}>
      {load.status === 'loading' && <CardLoading label={t('invoices.loading')} />}
      {load.status === 'error' && <CardError message={t('invoices.load-error')} onRetry={reload} />}
      {load.status === 'ready' && load.invoices.length === 0 && <p>{t('invoices.none')}</p>}
      {load.status === 'ready' && load.invoices.length > 0 && (
        <>
          <ul className="flex flex-col gap-2" aria-label={title}>
            {load.invoices.map((invoice) => (
              <li key={invoice.id} className="flex flex-col gap-1 rounded-md border border-border p-2">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{formatPrice(invoice.amount, lang) ?? t('invoices.free')}</span>
                  <Badge variant={invoice.status === 'paid' ? 'secondary' : 'default'}>{t(`invoices.status.${invoice.status}`)}</Badge>
                </p>
                {invoice.rental ? (
                  <>
                    <p>
                      {invoice.rental.vehicle_name ? `${invoice.rental.vehicle_name} · ` : ''}
                      {t('invoices.dates', { start: when(invoice.rental.start_date), end: when(invoice.rental.end_date) })}
                    </p>
                    <p>
                      <ClassicLink to={invoiceRentalPath(invoice.rental)}>{t('invoices.open', { start: when(invoice.rental.start_date) })}</ClassicLink>
                    </p>
                    {/* A closed rental's invoice has its receipt (lines, taxes, card, PDF). */}
                    {invoice.rental.status === 'closed' && (
                      <p>
                        <ClassicLink to={paths.receipt(invoice.rental.id)}>{t('invoices.receipt', { start: when(invoice.rental.start_date) })}</ClassicLink>
                      </p>
                    )}
                  </>
                ) : (
                  <p>{t('invoices.no-rental', { date: when(invoice.created_at) })}</p>
                )}
              </li>
            ))}
          </ul>
          {load.total > load.invoices.length && <p>{t('invoices.more', { count: load.total - load.invoices.length })}</p>}
        </>
      )}
    </CardFrame>
  )
}
