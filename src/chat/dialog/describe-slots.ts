import { formatInstant, formatRange } from '@/lib/format-dates'
import type { Slots } from './intent-types'
import type { HandlerContext } from './types'

export interface Detail {
  /** The slot it says ("period" stands for both dates). */
  key: string
  label: string
  value: string
}

function stationName(ctx: HandlerContext, id: unknown): string | null {
  if (id === null || id === undefined || id === '') return null
  return ctx.env.stations.find((s) => String(s.id) === String(id))?.name ?? String(id)
}

const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null)

/**
 * What the engine understood, in words: stations by name, dates in the tenant's time zone and the
 * answer's language. Used by cards and slot questions so that nothing is booked on a misread date.
 */
export function describeSlots(slots: Slots, ctx: HandlerContext): Detail[] {
  const { t, env } = ctx
  const words = { lang: ctx.lang, timeZone: env.tenant.timezone, now: env.now }
  const out: Detail[] = []
  const push = (key: string, value: string | null) => {
    if (value) out.push({ key, label: t(`slots.${key}`), value })
  }
  push('startStation', stationName(ctx, slots.startStation))
  push('endStation', stationName(ctx, slots.endStation))
  push('address', text(slots.address))
  push('destination', text(slots.destination))
  const start = text(slots.startDate)
  const end = text(slots.endDate)
  if (start && end) push('period', formatRange(start, end, words))
  else {
    push('startDate', start && formatInstant(start, words))
    push('endDate', end && formatInstant(end, words))
  }
  const date = text(slots.date)
  if (date) push('date', formatInstant(`${date}T12:00:00Z`, words).replace(/ (à|at) .*$/, ''))
  if (typeof slots.scope === 'string') push('scope', t(`slots.scopes.${slots.scope}`))
  if (typeof slots.which === 'string') push('which', t(`slots.whiches.${slots.which}`))
  if (typeof slots.enabled === 'boolean') push('geotracking', t(slots.enabled ? 'slots.on' : 'slots.off'))
  const categories = Array.isArray(slots.categories) ? slots.categories : []
  if (categories.length) push('categories', categories.map((id) => env.names?.categories[String(id)] ?? String(id)).join(', '))
  const options = Array.isArray(slots.options) ? slots.options : []
  if (options.length) push('options', options.map((o) => t(`slots.optionNames.${String(o)}`)).join(', '))
  if (typeof slots.gearsType === 'string') push('gearsType', t(`slots.gears.${slots.gearsType}`))
  if (typeof slots.seatsCount === 'number') push('seatsCount', String(slots.seatsCount))
  if (slots.rentalLabel !== null && slots.rentalLabel !== undefined) push('rentalLabel', env.names?.rentalLabels[String(slots.rentalLabel)] ?? String(slots.rentalLabel))
  if (typeof slots.estimatedDistance === 'number') push('estimatedDistance', `${slots.estimatedDistance} ${env.tenant.distanceUnit === 'miles' ? 'mi' : 'km'}`)
  push('discountCode', text(slots.discountCode))
  if (slots.carpooling === true) push('carpooling', t('slots.on'))
  return out
}
