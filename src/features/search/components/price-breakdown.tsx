import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Money } from '@contracts/common'
import { cn } from '@/lib/utils'
import type { PriceRow } from '../price-breakdown-view'
import type { PriceBreakdownState } from '../use-price-breakdown'
import { PriceTag } from './price-tag'

/**
 * A booking's price line by line (usePriceBreakdown), then the card it will be charged to and until
 * when it cancels free of charge. Until the breakdown arrives, or if it cannot, the search's price.
 */
export function PriceBreakdown({ state, fallback, compact = false }: { state: PriceBreakdownState; fallback: { price: Money | null; before?: Money | null }; compact?: boolean }) {
  const { t } = useTranslation('price')
  const id = useId()
  const { view, status } = state
  if (status === 'idle') return null
  if (!view) {
    return (
      <div className="flex flex-col gap-1">
        <PriceTag price={fallback.price} before={fallback.before} />
        <p className="text-sm text-muted-foreground" role="status">
          {status === 'failed' ? t('unavailable') : t('loading')}
        </p>
      </div>
    )
  }
  return (
    // A group, not a region: the chat card and the classic review behind it show one each.
    <div role="group" aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h3 id={`${id}-title`} className={cn('font-semibold', compact && 'text-sm')}>
        {t('title')}
      </h3>
      <PriceRows rows={view.rows} compact={compact} />
      {view.card && <p className="text-sm">{view.card}</p>}
      {view.cancellation && <p className="text-sm">{view.cancellation}</p>}
    </div>
  )
}

/** The rows of a price (priceBreakdownView): label and amount, the total last and bold. */
export function PriceRows({ rows, compact = false }: { rows: PriceRow[]; compact?: boolean }) {
  return (
    <dl className={cn('grid grid-cols-[1fr_auto] gap-x-4 gap-y-1', compact ? 'text-sm' : 'text-sm sm:text-base')}>
      {rows.map((row) => (
        <div key={row.key} className={cn('contents', row.kind === 'total' && 'font-bold')}>
          <dt className={cn(row.kind === 'total' ? 'border-t pt-1' : 'text-muted-foreground', row.kind === 'total' && !compact && 'text-lg')}>{row.label}</dt>
          <dd className={cn('text-right tabular-nums', row.kind === 'total' && 'border-t pt-1', row.kind === 'total' && !compact && 'text-lg')}>{row.amount}</dd>
        </div>
      ))}
    </dl>
  )
}
