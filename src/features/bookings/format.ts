import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { enUS } from 'date-fns/locale/en-US'
import { fr } from 'date-fns/locale/fr'
import type { Language, Money } from '@contracts/common'

const LOCALES = { fr, en: enUS } as const

/** A start or end as the pickers show it (spec section 5): "26 nov. 2026 14:00". */
export function formatDateTime(ms: number, timeZone: string, lang: Language): string {
  return format(new TZDate(ms, timeZone), 'd MMM yyyy HH:mm', { locale: LOCALES[lang] })
}

/** A date in words for sentences: "jeudi 26 novembre à 14:00", "Thursday, November 26 at 14:00". */
export function formatDateInWords(ms: number, timeZone: string, lang: Language): string {
  const d = new TZDate(ms, timeZone)
  return lang === 'fr' ? format(d, "EEEE d MMMM 'à' HH:mm", { locale: fr }) : format(d, "EEEE, MMMM d 'at' HH:mm", { locale: enUS })
}

/** "novembre 2026", "November 2026": the heading of a month of the history. */
export function formatMonth(ms: number, timeZone: string, lang: Language): string {
  const text = format(new TZDate(ms, timeZone), 'LLLL yyyy', { locale: LOCALES[lang] })
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** A duration in days, hours and minutes: "1 j 2 h 30 min" / "1 d 2 h 30 min"; "0 min" when empty. */
export function formatDuration(ms: number, lang: Language): string {
  const minutes = Math.max(0, Math.round(ms / 60000))
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = minutes % 60
  const parts: string[] = []
  if (days) parts.push(`${days}\u00a0${lang === 'fr' ? 'j' : 'd'}`)
  if (hours) parts.push(`${hours}\u00a0h`)
  if (mins || parts.length === 0) parts.push(`${mins}\u00a0min`)
  return parts.join(' ')
}

const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', CAD: '$', GBP: '£' }

/** Spec section 9: cents / 100 with the currency's symbol; a zero or missing price is hidden (null). */
export function formatPrice(price: Money | null | undefined, lang: Language): string | null {
  if (!price || price.value_cents === 0) return null
  const amount = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price.value_cents / 100)
  const symbol = SYMBOLS[price.iso_code.toUpperCase()] ?? price.iso_code.toUpperCase()
  return lang === 'fr' ? `${amount}\u00a0${symbol}` : `${symbol}${amount}`
}

/** A distance already in the tenant's unit, with one decimal at most: "12,5 km", "3 miles". */
export function formatDistance(value: number | null | undefined, unit: 'km' | 'miles', lang: Language): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null
  const text = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { maximumFractionDigits: 1 }).format(value)
  return `${text}\u00a0${unit === 'km' ? 'km' : lang === 'fr' ? 'mi' : 'miles'}`
}
