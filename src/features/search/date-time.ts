import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { fr } from 'date-fns/locale/fr'
import type { Language } from '@contracts/common'

export { QUARTER_MS, ceilToQuarter, floorToQuarter } from './quarter'

/** The wall-clock day ("yyyy-MM-dd") and time ("HH:mm") of an instant in the tenant's zone. */
export function wallClockOf(ms: number, timeZone: string): { day: string; time: string } {
  const d = new TZDate(ms, timeZone)
  return { day: format(d, 'yyyy-MM-dd'), time: format(d, 'HH:mm') }
}

/** The instant of a wall-clock day and time in the tenant's zone; null when either is malformed. */
export function instantOf(day: string, time: string, timeZone: string): number | null {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  const tm = /^(\d{2}):(\d{2})$/.exec(time)
  if (!dm || !tm) return null
  const [y, mo, d] = [Number(dm[1]), Number(dm[2]), Number(dm[3])]
  const [h, mi] = [Number(tm[1]), Number(tm[2])]
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null
  const instant = new TZDate(y, mo - 1, d, h, mi, timeZone)
  // Reject 31 February and the like: the zone would roll them into the next month.
  if (instant.getMonth() !== mo - 1) return null
  return instant.getTime()
}

/** Every quarter-hour wall-clock time of a day: 00:00, 00:15, ... 23:45. */
export const QUARTER_TIMES: readonly string[] = Array.from({ length: 96 }, (_, i) => {
  const h = String(Math.floor(i / 4)).padStart(2, '0')
  const m = String((i % 4) * 15).padStart(2, '0')
  return `${h}:${m}`
})

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
