import { tzOffset } from '@date-fns/tz'
import type { Weekday } from '../matchers/types'

/** A calendar day, independent of any time zone. */
export interface Ymd {
  y: number
  m: number
  d: number
}

export interface Wall extends Ymd {
  h: number
  min: number
  weekday: Weekday
}

const MINUTE = 60_000
const DAY = 86_400_000
const QUARTER_HOUR = 15 * MINUTE

function computedOffset(tz: string, ms: number): number {
  const off = tzOffset(tz, new Date(ms))
  return Number.isNaN(off) ? 0 : off
}

// Asking Intl for an offset formats a date each time, and a sentence asks for hundreds (every day a
// weekday or a range walks through). An offset holds for months, so it is kept per UTC day: a day is
// cached only when its two ends agree, so the day of a change of offset is always computed afresh,
// never guessed. (No zone changes its offset twice in one day and back.)
const BUCKET = DAY
const BUCKETS_KEPT = 4096
const offsetCache = new Map<string, number>()

function offsetMinutes(tz: string, ms: number): number {
  const bucket = Math.floor(ms / BUCKET)
  const key = `${tz}|${bucket}`
  const known = offsetCache.get(key)
  if (known !== undefined) return known
  const first = computedOffset(tz, bucket * BUCKET)
  if (computedOffset(tz, bucket * BUCKET + BUCKET - 1) !== first) return computedOffset(tz, ms)
  if (offsetCache.size >= BUCKETS_KEPT) offsetCache.clear()
  offsetCache.set(key, first)
  return first
}

/** The wall clock of an instant in a time zone. */
export function wallOf(ms: number, tz: string): Wall {
  const d = new Date(ms + offsetMinutes(tz, ms) * MINUTE)
  return {
    y: d.getUTCFullYear(),
    m: d.getUTCMonth() + 1,
    d: d.getUTCDate(),
    h: d.getUTCHours(),
    min: d.getUTCMinutes(),
    weekday: d.getUTCDay() as Weekday,
  }
}

/**
 * The instant a wall clock shows in a time zone. A time that happens twice (autumn) is the first
 * one; a time that does not exist (spring) is read with the offset before the change, so 02:30
 * becomes 03:30.
 */
export function instantOf(day: Ymd, h: number, min: number, tz: string): number {
  const asUtc = Date.UTC(day.y, day.m - 1, day.d, h, min)
  const before = offsetMinutes(tz, asUtc - DAY)
  const after = offsetMinutes(tz, asUtc + DAY)
  const early = asUtc - before * MINUTE
  const late = asUtc - after * MINUTE
  const earlyOk = offsetMinutes(tz, early) === before
  const lateOk = offsetMinutes(tz, late) === after
  if (earlyOk && lateOk) return Math.min(early, late)
  if (lateOk) return late
  return early
}

export function addDays(day: Ymd, n: number): Ymd {
  const d = new Date(Date.UTC(day.y, day.m - 1, day.d + n))
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() }
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/** Adds calendar months, keeping the day when the month has it and its last day otherwise. */
export function addMonths(day: Ymd, n: number): Ymd {
  const index = day.y * 12 + (day.m - 1) + n
  const y = Math.floor(index / 12)
  const m = (index % 12) + 1
  return { y, m, d: Math.min(day.d, daysInMonth(y, m)) }
}

export function weekdayOf(day: Ymd): Weekday {
  return new Date(Date.UTC(day.y, day.m - 1, day.d)).getUTCDay() as Weekday
}

export function compareYmd(a: Ymd, b: Ymd): number {
  return a.y - b.y || a.m - b.m || a.d - b.d
}

export function roundUpToQuarter(ms: number): number {
  return Math.ceil(ms / QUARTER_HOUR) * QUARTER_HOUR
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0')

export function formatYmd(day: Ymd): string {
  return `${pad(day.y, 4)}-${pad(day.m)}-${pad(day.d)}`
}

/** ISO 8601 with seconds and the zone's offset at that instant: 2026-11-26T09:00:00-05:00. */
export function formatInstant(ms: number, tz: string): string {
  const off = offsetMinutes(tz, ms)
  const d = new Date(ms + off * MINUTE)
  const sign = off < 0 ? '-' : '+'
  const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  return `${date}T${time}${sign}${pad(Math.floor(Math.abs(off) / 60))}:${pad(Math.abs(off) % 60)}`
}
