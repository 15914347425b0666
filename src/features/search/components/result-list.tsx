import { useRef, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { VehicleSearchResult } from '@contracts/vehicle'
import { formatDistance, formatPrice } from '../format'
import { useLang } from '../use-lang'
import { useSearchSettings } from '../use-search-settings'

interface ResultListProps {
  results: readonly VehicleSearchResult[]
  onSelect: (result: VehicleSearchResult) => void
  /** The list's accessible name. */
  label: string
  selectedId?: number | null
  compact?: boolean
}

/**
 * The results as a list of buttons: the accessible alternative to the map. Tab reaches each
 * vehicle; arrow keys, Home and End move between them too.
 */
export function ResultList({ results, onSelect, label, selectedId = null, compact = false }: ResultListProps) {
  const { t } = useTranslation('search')
  const lang = useLang()
  const { distanceUnit } = useSearchSettings()
  const listRef = useRef<HTMLUListElement>(null)

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-result]') ?? [])
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement)
    if (index < 0) return
    const next = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: buttons.length - 1 }[e.key]
    if (next === undefined) return
    e.preventDefault()
    buttons[Math.max(0, Math.min(buttons.length - 1, next))]?.focus()
  }

  return (
    <ul ref={listRef} aria-label={label} className="flex flex-col gap-2" onKeyDown={onKeyDown}>
      {results.map((r) => {
        const v = r.vehicle
        const price = formatPrice(r.price, lang)
        const before = r.prediscount_price.value_cents > r.price.value_cents ? formatPrice(r.prediscount_price, lang) : null
        const distance = formatDistance(r.distance_in_meters, distanceUnit, lang)
        return (
          <li key={v.id}>
            <button
              type="button"
              data-result={v.id}
              aria-current={selectedId === v.id ? 'true' : undefined}
              onClick={() => onSelect(r)}
              className="flex w-full items-center gap-3 rounded-lg border border-border bg-card p-3 text-left hover:border-primary focus-visible:outline-3 focus-visible:outline-ring aria-[current=true]:border-primary"
            >
              {!compact && v.thumbnail_url && <img src={v.thumbnail_url} alt="" className="size-16 shrink-0 rounded object-cover" />}
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold">
                  {v.make} {v.model}
                </span>
                <span className="text-sm text-muted-foreground">
                  {[r.station?.name, distance, t('seats', { count: v.seats_count }), t(`gears.${v.gears_type}`)].filter(Boolean).join(' · ')}
                </span>
              </span>
              {price && (
                <span className="flex flex-col items-end">
                  <span className="font-semibold">{price}</span>
                  {before && (
                    <span className="text-xs text-muted-foreground line-through">
                      <span className="sr-only">{t('result.before-discount')} </span>
                      {before}
                    </span>
                  )}
                </span>
              )}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
