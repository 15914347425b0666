import { TZDate } from '@date-fns/tz'

const pad = (n: number) => String(n).padStart(2, '0')

/** The day ("yyyy-MM-dd") and time ("HH:mm") an instant shows on the tenant's clocks. */
export function toWallClock(ms: number, timeZone: string): { day: string; time: string } {
  const d = new TZDate(ms, timeZone)
  return { day: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`, time: `${pad(d.getHours())}:${pad(d.getMinutes())}` }
}

/** The instant a wall-clock day and time stand for in the tenant's zone; null when malformed or impossible. */
export function fromWallClock(day: string, time: string, timeZone: string): number | null {
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  const tm = /^(\d{2}):(\d{2})$/.exec(time)
  if (!dm || !tm) return null
  const [y, mo, d, h, mi] = [dm[1], dm[2], dm[3], tm[1], tm[2]].map(Number)
  if (mo < 1 || mo > 12 || d < 1 || h > 23 || mi > 59) return null
  const instant = new TZDate(y, mo - 1, d, h, mi, timeZone)
  // A day that does not exist (31 February) or a time daylight saving skips reads back differently.
  return instant.getDate() === d && instant.getMonth() === mo - 1 && instant.getHours() === h && instant.getMinutes() === mi ? instant.getTime() : null
}

/**
 * The quarter-hour times of a day within [min, max] on the tenant's clocks (spec section 5, 15-minute
 * steps), every one the day has when no bounds are given; a time daylight saving skips is left out.
 */
export function quarterTimesOfDay(day: string, timeZone: string, min = -Infinity, max = Infinity): string[] {
  const out: string[] = []
  for (let i = 0; i < 96; i += 1) {
    const time = `${pad(Math.floor(i / 4))}:${pad((i % 4) * 15)}`
    const ms = fromWallClock(day, time, timeZone)
    if (ms !== null && ms >= min && ms <= max && !out.includes(time)) out.push(time)
  }
  return out
}
