import type { Station } from '@contracts/reference'
import type { SearchCriteria } from './search-criteria'

const TWO_HOURS = 2 * 3600 * 1000

/** Another search worth offering when nothing was found. */
export type SearchAlternative =
  { kind: 'earlier' | 'later'; criteria: SearchCriteria } | { kind: 'station'; stationId: number; stationName: string; criteria: SearchCriteria } | { kind: 'carpool' }

function metres(a: Pick<Station, 'latitude' | 'longitude'>, b: Pick<Station, 'latitude' | 'longitude'>): number {
  const rad = Math.PI / 180
  const dLat = (b.latitude - a.latitude) * rad
  const dLong = (b.longitude - a.longitude) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLong / 2) ** 2
  return 2 * 6_371_000 * Math.asin(Math.sqrt(h))
}

/**
 * The nearest alternatives to an empty search: the same times two hours earlier (when that is not
 * past) or later, the two stations nearest to the start station, and a carpool when the tenant has them.
 */
export function searchAlternatives(c: SearchCriteria, stations: readonly Station[], now: number, carpooling: boolean): SearchAlternative[] {
  const out: SearchAlternative[] = []
  if (c.startDate !== null && c.endDate !== null) {
    if (c.startDate - TWO_HOURS >= now) out.push({ kind: 'earlier', criteria: { ...c, startDate: c.startDate - TWO_HOURS, endDate: c.endDate - TWO_HOURS } })
    out.push({ kind: 'later', criteria: { ...c, startDate: c.startDate + TWO_HOURS, endDate: c.endDate + TWO_HOURS } })
  }
  const start = stations.find((s) => s.id === c.startStation)
  if (start) {
    const nearest = stations
      .filter((s) => s.id !== start.id)
      .map((s) => ({ s, d: metres(start, s) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 2)
    for (const { s } of nearest) {
      const endStation = c.endStation === c.startStation ? s.id : c.endStation
      out.push({ kind: 'station', stationId: s.id, stationName: s.name, criteria: { ...c, startStation: s.id, endStation } })
    }
  }
  if (carpooling && c.startDate !== null) out.push({ kind: 'carpool' })
  return out
}
