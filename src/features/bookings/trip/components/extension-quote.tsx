import { useTranslation } from 'react-i18next'
import { formatAmount } from '@contracts/format'
import type { ExtensionQuote } from '@contracts/trip'
import { PriceRows } from '@/components/price-rows'
import { priceBreakdownView } from '@/lib/price-breakdown-view'
import { useTenantStore } from '@/core/tenant'
import { formatDateInWords } from '../../format'
import { TripHeading } from './heading'
import type { ExtensionChoice } from '../use-extension'
import '../i18n'

/**
 * An extension's quote as the driver reads it before any button: the latest possible end and why,
 * that the end asked is taken when it is, and the price lines of the end that would be applied.
 * The trip's extension panel and the chat's modify card both show it.
 */
export function ExtensionQuoteView({ quote, choice }: { quote: ExtensionQuote; choice: ExtensionChoice }) {
  const { t, i18n } = useTranslation(['trip', 'price'])
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const timeZone = useTenantStore((s) => s.tenant)?.timezone ?? 'UTC'
  const when = (iso: string) => formatDateInWords(Date.parse(iso), timeZone, lang)
  const view = priceBreakdownView(quote.extended, lang, timeZone, t)
  const reason = quote.latest_end_reason !== 'none' ? t(`trip:extend.latest-reason.${quote.latest_end_reason}`) : ''
  const title = t('trip:extend.quote-title', { date: when(choice.kind === 'none' ? quote.end_time : choice.end) })
  return (
    <>
      <p className="font-medium">
        {t('trip:extend.latest', { date: when(quote.latest_end) })}
        {reason && ` (${reason})`}
      </p>
      {choice.kind === 'latest' && <p>{t('trip:extend.taken', { date: when(quote.latest_end) })}</p>}
      {choice.kind === 'none' && <p>{t('trip:extend.none')}</p>}
      {choice.kind !== 'none' && (
        <div role="group" aria-label={title} className="flex flex-col gap-1">
          <TripHeading depth={1} className="text-sm font-semibold">
            {title}
          </TripHeading>
          <PriceRows rows={view.rows} compact />
          <p className="font-semibold">{t('trip:extend.added', { amount: formatAmount(quote.added_total, lang) })}</p>
        </div>
      )}
    </>
  )
}
