import { lazy, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { useTenant } from '@/core/tenant'
import { useStations } from '@/lib/reference-data'
import type { MapPoint } from '../map/search-map'
import { resultPoints } from '../map/result-points'
import { selectResult } from '../search-actions'
import { patchCriteria, useSearchStore } from '../search-store'
import { useClassicResults } from '../use-classic-results'

// Leaflet and its clusters load with the map, never with the first paint.
const SearchMap = lazy(() => import('../map/search-map'))

/** The map of the search view: result vehicles once searched, the stations before. */
export function MapPanel() {
  const { t } = useTranslation('search')
  const { tenant } = useTenant()
  const stations = useStations()
  const { results } = useClassicResults()
  const selected = useSearchStore((s) => s.selected)
  const criteria = useSearchStore((s) => s.criteria)

  const points = useMemo<MapPoint[]>(() => {
    if (results.length > 0) return resultPoints(results, selected?.vehicle.id ?? null, (r) => void selectResult(r))
    return stations.map((s) => ({
      id: `s${s.id}`,
      lat: s.latitude,
      long: s.longitude,
      title: t('map.station-pin', { name: s.name }),
      selected: criteria.startStation === s.id,
      onSelect: () => patchCriteria({ startStation: s.id }),
    }))
  }, [results, stations, selected, criteria.startStation, t])

  const center = useMemo<[number, number]>(() => {
    const focus = selected?.station ?? stations.find((s) => s.id === criteria.startStation)
    if (focus) return [focus.latitude, focus.longitude]
    if (criteria.location) return [criteria.location.lat, criteria.location.long]
    if (points[0]) return [points[0].lat, points[0].long]
    return tenant.map.center
  }, [selected, stations, criteria.startStation, criteria.location, points, tenant.map.center])

  return (
    <Suspense fallback={<div className="h-full w-full bg-muted" />}>
      <SearchMap tileUrl={tenant.map.tile_url} attribution={tenant.map.attribution} center={center} points={points} label={t('map.label')} clusterLabel={t('map.cluster')} />
    </Suspense>
  )
}
