import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { Money } from '@contracts/common'
import { cn } from '@/lib/utils'
import { PriceRows } from '@/components/price-rows'
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
