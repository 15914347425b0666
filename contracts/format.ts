import type { DistanceUnit, Language, Money } from './common'

/**
 * How prices, distances and dates read to a driver (spec section 9), in French and English: one
 * owner for the screens, the chat and the server's messages. Pure, on Intl only (no date library:
 * the server's messages and the chat's first load use it too).
 */

const NUMBER_LOCALE: Record<Language, string> = { fr: 'fr-FR', en: 'en-US' }

/** Currency symbols of spec section 9; another code shows as itself. */
const SYMBOLS: Record<string, string> = { EUR: '€', USD: '$', CAD: '$', GBP: '£' }

export function currencySymbol(isoCode: string): string {
  return SYMBOLS[isoCode.toUpperCase()] ?? isoCode.toUpperCase()
}

/**
 * Cents / 100 with the currency's symbol, after the amount in French ("12,50 €", joined by a
 * no-break space; fr-FR groups thousands with a narrow no-break space) and before it in English
 * ("€12.50"). A zero or missing price is hidden: null.
 */
export function formatPrice(price: Money | null | undefined, lang: Language): string | null {
  if (!price || price.value_cents === 0) return null
  return formatAmount(price, lang)
}

/** An amount as formatPrice writes it, zero included (a price breakdown's "0,00 $" line). */
export function formatAmount(price: Money, lang: Language): string {
  const amount = new Intl.NumberFormat(NUMBER_LOCALE[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price.value_cents / 100)
  const symbol = currencySymbol(price.iso_code)
  return lang === 'fr' ? `${amount}\u00a0${symbol}` : `${symbol}${amount}`
}

/**
 * A length of time in words, the same in sentences and on screens: "3 h", "1 h 30", "45 min",
 * "2 jours 4 h", "1 day 2 h 30"; "0 min" when empty. Rounded to the minute; hours take their
 * minutes as "h 30" the way French and English clocks are read here.
 */
export function formatDuration(milliseconds: number, lang: Language): string {
  const totalMinutes = Math.max(0, Math.round(milliseconds / 60_000))
  const days = Math.floor(totalMinutes / 1440)
  const hours = Math.floor((totalMinutes % 1440) / 60)
  const minutes = totalMinutes % 60
  const out: string[] = []
  if (days) out.push(lang === 'fr' ? `${days} jour${days > 1 ? 's' : ''}` : `${days} day${days > 1 ? 's' : ''}`)
  if (hours) out.push(minutes ? `${hours} h ${String(minutes).padStart(2, '0')}` : `${hours} h`)
  else if (minutes) out.push(`${minutes} min`)
  return out.join(' ') || '0 min'
}

const DECIMALS: Record<Language, Intl.NumberFormat> = {
  fr: new Intl.NumberFormat(NUMBER_LOCALE.fr, { maximumFractionDigits: 3 }),
  en: new Intl.NumberFormat(NUMBER_LOCALE.en, { maximumFractionDigits: 3 }),
}

/** A number with up to three decimals, the reader's way: a 9.975 % tax ("9,975"), a distance of 12.5 km. */
export function formatDecimal(value: number, lang: Language): string {
  return DECIMALS[lang].format(value)
}

/** Metres per unit (spec section 9). */
export const METERS_PER_UNIT: Record<DistanceUnit, number> = { km: 1000, miles: 1609.344 }

/**
 * A distance already in the tenant's unit, with one decimal (spec section 9): "1,2 km", "0.8 miles",
 * "1.0 mile"; "mi" in French. Null when unknown.
 */
export function formatDistanceInUnit(value: number | null | undefined, unit: DistanceUnit, lang: Language): string | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null
  const rounded = Math.round(value * 10) / 10
  const text = new Intl.NumberFormat(NUMBER_LOCALE[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rounded)
  const label = unit === 'km' ? 'km' : lang === 'fr' ? 'mi' : rounded === 1 ? 'mile' : 'miles'
  return `${text}\u00a0${label}`
}

/** A distance in metres (a search result's, a station's from the driver) in the tenant's unit. */
export function formatDistance(meters: number | null | undefined, unit: DistanceUnit, lang: Language): string | null {
  if (meters === null || meters === undefined) return null
  return formatDistanceInUnit(meters / METERS_PER_UNIT[unit], unit, lang)
}

const DATE_TIME_FORMATS = new Map<string, Intl.DateTimeFormat>()

/** The Intl.DateTimeFormat of a locale and options, made once and kept: building one costs far more than using it. */
export function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`
  let f = DATE_TIME_FORMATS.get(key)
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options)
    DATE_TIME_FORMATS.set(key, f)
  }
  return f
}

function wordsFormat(timeZone: string, lang: Language): Intl.DateTimeFormat {
  return dateTimeFormat(NUMBER_LOCALE[lang], { timeZone, weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
}

/**
 * An instant in words for sentences, in the tenant's zone: "jeudi 26 novembre à 14:00",
 * "Thursday, November 26 at 14:00". No year: a booking is at most the tenant's maximum advance
 * ahead (325 days by default) and the weekday tells the year apart (DECISIONS.md). Assembled from
 * Intl's parts, so the words do not depend on the ICU version's connectors.
 */
export function formatDateInWords(ms: number, timeZone: string, lang: Language): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {}
  for (const p of wordsFormat(timeZone, lang).formatToParts(ms)) parts[p.type] = p.value
  const { weekday, day, month, hour, minute } = parts
  return lang === 'fr' ? `${weekday} ${day} ${month} à ${hour}:${minute}` : `${weekday}, ${month} ${day} at ${hour}:${minute}`
}

/** Calendar days in words read the Canadian way in both languages: "26 novembre 2026", "November 26, 2026". */
const DATE_LOCALE: Record<Language, string> = { fr: 'fr-CA', en: 'en-CA' }

/**
 * A day in words in a time zone (a receipt's start, a document's expiry), with its time when
 * asked: "26 novembre 2026 à 14 h 00".
 */
export function formatLongDate(ms: number, timeZone: string, lang: Language, withTime = false): string {
  return dateTimeFormat(DATE_LOCALE[lang], { timeZone, dateStyle: 'long', ...(withTime ? { timeStyle: 'short' } : {}) }).format(ms)
}

/** The calendar day of an instant in a zone, yyyy-MM-dd: a licence expires on the operator's calendar. */
export function calendarDay(ms: number, timeZone: string): string {
  return dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms)
}

/** A calendar day (yyyy-MM-dd) in words, in the reader's language: "20 décembre 2026", "December 20, 2026" (written in UTC so no zone moves it). */
export function calendarDayInWords(ymd: string, lang: Language): string {
  return formatLongDate(Date.parse(`${ymd}T00:00:00Z`), 'UTC', lang)
}
