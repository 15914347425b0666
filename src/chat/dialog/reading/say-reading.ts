import { describeSlots } from '../describe-slots'
import { formatDuration } from '@contracts/format'
import { formatList } from '../format-list'
import type { Slots } from '../intent-types'
import { formatDistance } from '@contracts/format'
import { nearestStations } from '../nearest-stations'
import type { HandlerContext } from '../types'
import type { TurnReading } from './read-turn'

const list = (items: string[], ctx: HandlerContext) => formatList(items, ctx.lang)

/** Slots said back in words: stations by name, filters by their names, a kept end as its length. */
function inWords(slots: Slots, ctx: HandlerContext): string {
  const { startDate, endDate, sort, ...rest } = slots
  const parts = describeSlots(rest, ctx).map((d) => d.value)
  if (typeof startDate === 'string' && typeof endDate === 'string') {
    parts.push(
      ctx.t('reading.kept-length', {
        length: formatDuration(Date.parse(endDate) - Date.parse(startDate), ctx.lang),
      }),
    )
  }
  if (sort === 'price') parts.push(ctx.t('reading.sort-price'))
  return list(parts, ctx)
}

const STATIONS_LISTED = 8
const NEAREST = 3

/** "There is no station in Laval.", "There is no station at 1200 Sherbrooke Street West." and the stations to choose from: the nearest to the driver, or the tenant's. */
function noStation(place: string, ctx: HandlerContext): string {
  const { env } = ctx
  // A street address ("1200 Sherbrooke Street West") opens with its house number.
  const said = ctx.t(/^\d/.test(place) ? 'reading.no-station-address' : 'reading.no-station', { place })
  if (env.position) {
    const near = nearestStations(env.stations, env.position, NEAREST).map((s) => `${s.name} (${formatDistance(s.distance, env.tenant.distanceUnit, ctx.lang)})`)
    return `${said} ${ctx.t('reading.nearest', { names: list(near, ctx) })}`
  }
  const names = [...env.stations]
    .sort((a, b) => a.name.localeCompare(b.name))
    .slice(0, STATIONS_LISTED)
    .map((s) => s.name)
  return names.length ? `${said} ${ctx.t('reading.stations', { names: list(names, ctx) })}` : said
}

/** What the reading adds before the answer: the place that has no station, the filters added or kept. */
export function readingNotes(reading: TurnReading, ctx: HandlerContext): string[] {
  const notes: string[] = []
  if (reading.unknownPlace) notes.push(noStation(reading.unknownPlace, ctx))
  if (reading.added) notes.push(ctx.t('reading.added', { what: inWords(reading.added, ctx) }))
  if (reading.kept) notes.push(ctx.t('reading.kept', { what: inWords(reading.kept, ctx) }))
  return notes
}
