import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { TripSummary } from '@contracts/trip'
import { PriceRows } from '@/components/price-rows'
import { priceBreakdownView } from '@/lib/price-breakdown-view'
import { useTenantStore } from '@/core/tenant'
import { formatDateInWords, formatDistanceInUnit } from '../../format'
import { TripHeading } from './heading'
import { paths } from '@/core/paths'

/** The end of a trip: times, distance, fuel or charge, the final price lines, then the receipt (ready after the charging job). */
export function TripSummaryView({ summary }: { summary: TripSummary }) {
  const { t, i18n } = useTranslation(['trip', 'price'])
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const timeZone = useTenantStore((s) => s.tenant?.timezone ?? 'UTC')
  const id = useId()
  const when = (iso: string) => formatDateInWords(Date.parse(iso), timeZone, lang)
  const unknown = t('summary.unknown')
  const percent = (v: number | null) => (v === null ? unknown : String(Math.round(v)))
  const view = priceBreakdownView(summary.breakdown, lang, timeZone, t)
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <TripHeading id={id} className="font-semibold">
        {t('summary.title')}
      </TripHeading>
      {summary.note && <p className="text-sm">{summary.note}</p>}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">{t('summary.start')}</dt>
        <dd>{when(summary.actual_start)}</dd>
        <dt className="text-muted-foreground">{t('summary.end')}</dt>
        <dd>{when(summary.actual_end)}</dd>
        <dt className="text-muted-foreground">{t('summary.distance')}</dt>
        <dd>{formatDistanceInUnit(summary.distance, summary.distance_unit, lang) ?? unknown}</dd>
        <dt className="text-muted-foreground">{t('summary.energy')}</dt>
        <dd>{t('summary.energy-value', { start: percent(summary.energy_percent_start), end: percent(summary.energy_percent_end) })}</dd>
      </dl>
      <TripHeading depth={1} className="text-sm font-semibold">
        {t('summary.price')}
      </TripHeading>
      <PriceRows rows={view.rows} compact />
      <p className="text-sm text-muted-foreground">{t('summary.receipt-later')}</p>
      <Link to={paths.receipt(summary.rental_id)} className="self-start text-primary underline">
        {t('summary.receipt')}
      </Link>
    </section>
  )
}
