import { lazy, Suspense, useLayoutEffect, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { VehicleSearchResult } from '@contracts/vehicle'
import { useTenant } from '@/core/tenant'
import { resultPoints } from '../map/result-points'

// Leaflet loads with the first map shown, never with the chat itself.
const SearchMap = lazy(() => import('../map/search-map'))

/**
 * A small map of search results for the chat's results card, centred on the first result, after
 * the list, which is what keyboards use (SearchMap `compact`).
 */
export function ResultsMap({ results, onSelect }: { results: readonly VehicleSearchResult[]; onSelect: (r: VehicleSearchResult) => void }) {
  const { t } = useTranslation('search')
  const { tenant } = useTenant()
  // The pins follow the results only: callers pass an inline onSelect, which would otherwise rebuild
  // every pin (and Leaflet's markers) on each render of the chat card. A pin calls the latest one.
  const latestSelect = useRef(onSelect)
  useLayoutEffect(() => {
    latestSelect.current = onSelect
  })
  const points = useMemo(() => resultPoints(results, null, (r) => latestSelect.current(r)), [results])
  if (points.length === 0) return null
  return (
    <div className="h-40 overflow-hidden rounded-md border" data-testid="results-map">
      <Suspense fallback={<div className="h-full w-full bg-muted" />}>
        <SearchMap
          compact
          tileUrl={tenant.map.tile_url}
          attribution={tenant.map.attribution}
          center={[points[0].lat, points[0].long]}
          points={points}
          label={t('cards.results-map')}
          clusterLabel={t('map.cluster')}
        />
      </Suspense>
    </div>
  )
}
