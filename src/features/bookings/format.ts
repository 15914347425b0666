import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { fr } from 'date-fns/locale/fr'
import type { Language } from '@contracts/common'

// Prices, distances, durations and dates in words have one owner for screens, chat and server: contracts/format.ts.
export { formatDateInWords, formatDistanceInUnit, formatDuration, formatPrice } from '@contracts/format'

const LOCALES = { fr, en: enUS } as const

/** A start or end as the pickers show it (spec section 5): "26 nov. 2026 14:00". */
export function formatDateTime(ms: number, timeZone: string, lang: Language): string {
  return format(new TZDate(ms, timeZone), 'd MMM yyyy HH:mm', { locale: LOCALES[lang] })
}

/** "novembre 2026", "November 2026": the heading of a month of the history. */
export function formatMonth(ms: number, timeZone: string, lang: Language): string {
  const text = format(new TZDate(ms, timeZone), 'LLLL yyyy', { locale: LOCALES[lang] })
  return text.charAt(0).toUpperCase() + text.slice(1)
}
