import { cn } from '@/lib/utils'
import type { PriceRow } from '@/lib/price-breakdown-view'

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
