import { useTranslation } from 'react-i18next'
import { X } from 'lucide-react'
import { useCategories, useStations } from '@/lib/reference-data'
import { formatSearchDate } from '../date-time'
import { removeChip } from '../search-actions'
import { searchChips, type SearchChip } from '../search-chips'
import type { SearchCriteria } from '../search-criteria'
import { useLang } from '../use-lang'
import { searchFieldsOf } from '../search-settings'
import { useSearchSettings } from '../use-search-settings'

/** The header chips of the searched criteria; removing one searches again (spec section 2). */
export function SearchChipsBar({ criteria }: { criteria: SearchCriteria }) {
  const { t } = useTranslation('search')
  const lang = useLang()
  const settings = useSearchSettings()
  const { timezone } = settings
  const stations = useStations()
  const categories = useCategories()
  const chips = searchChips(criteria, searchFieldsOf(settings))
  if (chips.length === 0) return null

  const labelOf = (chip: SearchChip): string => {
    switch (chip.kind) {
      case 'dates':
        return t('chips.dates', { start: formatSearchDate(chip.start, timezone, lang), end: formatSearchDate(chip.end, timezone, lang) })
      case 'start-station':
        return t('chips.start-station', { name: stations.find((s) => s.id === chip.stationId)?.name ?? chip.stationId })
      case 'end-station':
        return t('chips.end-station', { name: stations.find((s) => s.id === chip.stationId)?.name ?? chip.stationId })
      case 'location':
        return chip.text
      case 'option':
        return t(`options.${chip.option}`)
      case 'category':
        return categories.find((c) => c.id === chip.categoryId)?.name ?? String(chip.categoryId)
      case 'seats':
        return t('seats', { count: chip.seats })
      case 'gears':
        return t(`gears.${chip.gears}`)
      case 'discount':
        return t('chips.discount', { code: chip.code })
    }
  }

  return (
    <ul aria-label={t('chips.label')} className="flex flex-wrap gap-2">
      {chips.map((chip) => {
        const label = labelOf(chip)
        return (
          <li key={chip.key} className="inline-flex items-center gap-1 rounded-full border border-border bg-card py-0.5 pl-3 pr-1 text-sm">
            <span>{label}</span>
            <button
              type="button"
              className="rounded-full p-1 text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-3 focus-visible:outline-ring"
              aria-label={t('chips.remove', { label })}
              onClick={() => void removeChip(chip)}
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </li>
        )
      })}
    </ul>
  )
}
