import { dateTimeFormat } from '@contracts/format'
import type { Language as Lang } from '@contracts/common'

/**
 * Dates the engine understood, said back in words in the tenant's time zone and the user's
 * language, so that the driver can check them before anything is booked.
 */
export interface DateWords {
  lang: Lang
  timeZone: string
  /** The reference instant, for "today" / "tomorrow" and to show the year only when it differs. */
  now: Date
}

const LOCALE: Record<Lang, string> = { fr: 'fr-CA', en: 'en-CA' }

function toDate(value: string | Date): Date {
  return typeof value === 'string' ? new Date(value) : value
}

function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  return dateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' })
}

interface WallParts {
  year: number
  month: number
  day: number
  hour: number
  minute: number
}

// A reply says the same few instants (now, the start, the end) several times over.
const PARTS_KEPT = 512
const knownParts = new Map<string, WallParts>()

function parts(date: Date, timeZone: string): WallParts {
  const key = `${timeZone}|${date.getTime()}`
  const known = knownParts.get(key)
  if (known) return known
  const out: WallParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0 }
  for (const p of partsFormatter(timeZone).formatToParts(date)) {
    if (p.type === 'year' || p.type === 'month' || p.type === 'day' || p.type === 'hour' || p.type === 'minute') out[p.type] = Number(p.value)
  }
  if (knownParts.size >= PARTS_KEPT) knownParts.clear()
  knownParts.set(key, out)
  return out
}

function dayNumber(date: Date, timeZone: string): number {
  const p = parts(date, timeZone)
  return Math.round(Date.UTC(p.year, p.month - 1, p.day) / 86_400_000)
}

/** Whether two instants fall on the same calendar day in the time zone. */
export function isSameDay(a: Date, b: Date, timeZone: string): boolean {
  return dayNumber(a, timeZone) === dayNumber(b, timeZone)
}

/** "jeudi 26 novembre" / "Thursday, November 26", with the year when it is not the current one. */
export function formatDay(value: string | Date, words: DateWords): string {
  const date = toDate(value)
  const sameYear = parts(date, words.timeZone).year === parts(words.now, words.timeZone).year
  return dayFormatter(words.lang, words.timeZone, sameYear).format(date)
}

function dayFormatter(lang: Lang, timeZone: string, sameYear: boolean): Intl.DateTimeFormat {
  return dateTimeFormat(LOCALE[lang], { timeZone, weekday: 'long', day: 'numeric', month: 'long', ...(sameYear ? {} : { year: 'numeric' }) })
}

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * "9 h", "21 h 15" in French; "09:00", "21:15" in English. The whole app reads a 24-hour clock in
 * both languages: the screens, cards and pickers show HH:mm (spec section 5, date pickers), so the
 * chat's words do too, rather than en-CA's default "9:00 a.m." next to a card saying "09:00".
 */
export function formatTime(value: string | Date, words: Pick<DateWords, 'lang' | 'timeZone'>): string {
  const { hour, minute } = parts(toDate(value), words.timeZone)
  if (words.lang === 'fr') return minute === 0 ? `${hour} h` : `${hour} h ${pad(minute)}`
  return `${pad(hour)}:${pad(minute)}`
}

const RELATIVE: Record<Lang, Record<number, string>> = {
  fr: { 0: "aujourd'hui", 1: 'demain' },
  en: { 0: 'today', 1: 'tomorrow' },
}

/** The day with "today" or "tomorrow" in front when it is one of them. */
export function formatDayWithRelative(value: string | Date, words: DateWords): string {
  const offset = dayNumber(toDate(value), words.timeZone) - dayNumber(words.now, words.timeZone)
  const relative = RELATIVE[words.lang][offset]
  const day = formatDay(value, words)
  return relative ? `${relative}, ${day}` : day
}

/** "demain, jeudi 26 novembre à 9 h" / "tomorrow, Thursday, November 26 at 09:00". */
export function formatInstant(value: string | Date, words: DateWords): string {
  const at = words.lang === 'fr' ? 'à' : 'at'
  return `${formatDayWithRelative(value, words)} ${at} ${formatTime(value, words)}`
}

/** A rental period in words: one day "de 9 h à 12 h", or two instants "du ... au ...". */
export function formatRange(start: string | Date, end: string | Date, words: DateWords): string {
  const s = toDate(start)
  const e = toDate(end)
  if (dayNumber(s, words.timeZone) === dayNumber(e, words.timeZone)) {
    const day = formatDayWithRelative(s, words)
    return words.lang === 'fr' ? `${day}, de ${formatTime(s, words)} à ${formatTime(e, words)}` : `${day}, from ${formatTime(s, words)} to ${formatTime(e, words)}`
  }
  if (words.lang === 'en') return `from ${formatInstant(s, words)} to ${formatInstant(e, words)}`
  return `${frenchFrom(s, words)}${formatInstant(s, words)} ${frenchTo(e, words)} ${formatInstant(e, words)}`
}

/**
 * French joins "de"/"à" with a date's first word: "du jeudi 26" but "d'aujourd'hui" and "de demain"
 * ("du aujourd'hui" is wrong, and a period from 22 h to midnight starts today and ends tomorrow).
 */
function frenchFrom(start: Date, words: DateWords): string {
  const offset = dayNumber(start, words.timeZone) - dayNumber(words.now, words.timeZone)
  if (offset === 0) return "d'"
  return offset === 1 ? 'de ' : 'du '
}

function frenchTo(end: Date, words: DateWords): string {
  const offset = dayNumber(end, words.timeZone) - dayNumber(words.now, words.timeZone)
  return offset === 0 || offset === 1 ? 'à' : 'au'
}
