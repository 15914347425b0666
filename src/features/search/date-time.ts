import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { fr } from 'date-fns/locale/fr'
import type { Language } from '@contracts/common'

export { QUARTER_MS, ceilToQuarter, floorToQuarter } from '@/lib/quarter-hour'

const LOCALES = { fr, en: enUS } as const

/** Spec section 5: date pickers show "d MMM yyyy HH:mm", in the tenant's zone and the reader's language. */
export function formatSearchDate(ms: number, timeZone: string, lang: Language): string {
  return format(new TZDate(ms, timeZone), 'd MMM yyyy HH:mm', { locale: LOCALES[lang] })
}

/** A day in words for the chat ("jeudi 26 novembre à 09:00", "Thursday, November 26 at 09:00"). */
export function formatDateInWords(ms: number, timeZone: string, lang: Language): string {
  const d = new TZDate(ms, timeZone)
  return lang === 'fr'
    ? format(d, "EEEE d MMMM yyyy 'à' HH:mm", { locale: fr })
    : format(d, "EEEE, MMMM d, yyyy 'at' HH:mm", { locale: enUS })
}
