import { useEffect } from 'react'
import { MapContainer, Marker, TileLayer, useMap } from 'react-leaflet'
import MarkerClusterGroup from 'react-leaflet-cluster'

import 'leaflet/dist/leaflet.css'
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css'
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css'
import './search-map.css'
import { TranslatedAttributionControl } from '@/components/map/translated-attribution-control'
import { TranslatedZoomControl } from '@/components/map/translated-zoom-control'
import { clusterIcon, pinIcon } from './pin-icons'

/** Spec section 9: zoom 14 in the search map. */
export const SEARCH_ZOOM = 14

export interface MapPoint {
  id: string
  lat: number
  long: number
  /** The pin's accessible name (title). */
  title: string
  selected: boolean
  onSelect: () => void
}

export interface SearchMapProps {
  tileUrl: string
  attribution: string
  center: [number, number]
  points: readonly MapPoint[]
  /** The accessible name of the map region. */
  label: string
  clusterLabel: string
  /**
   * A thumbnail after a list that says the same (the chat's results card): no wheel zoom (the
   * conversation scrolls over it), and the map is no tab stop (the list is the keyboard's way).
   */
  compact?: boolean
}

function Recenter({ center }: { center: [number, number] }) {
  const map = useMap()
  const [lat, long] = center
  useEffect(() => {
    map.setView([lat, long], Math.max(map.getZoom(), SEARCH_ZOOM))
  }, [map, lat, long])
  return null
}

/**
 * The search map: tenant tiles and pins, clustered when dense. The result list and the form's
 * station list are its accessible alternative: the map is one tab stop (arrow keys pan it, + and -
 * zoom) and its pins are named for a pointer's hover but are no tab stops, so that a keyboard is
 * not walked through every station before the form. Failing tiles leave a plain background.
 */
export default function SearchMap({ tileUrl, attribution, center, points, label, clusterLabel, compact = false }: SearchMapProps) {
  return (
    <div role="region" aria-label={label} className="search-map h-full w-full">
      <MapContainer center={center} zoom={SEARCH_ZOOM} className="h-full w-full" scrollWheelZoom={!compact} keyboard={!compact} zoomControl={false} attributionControl={false}>
        <TranslatedZoomControl />
        <TranslatedAttributionControl />
        <TileLayer url={tileUrl} attribution={attribution} />
        <Recenter center={center} />
        {/* Keyed by the label: the cluster layer builds its icons once, so a language change would keep the old words. */}
        <MarkerClusterGroup
          key={clusterLabel}
          chunkedLoading
          showCoverageOnHover={false}
          iconCreateFunction={(cluster: { getChildCount: () => number }) => clusterIcon(cluster.getChildCount(), clusterLabel)}
        >
          {points.map((p) => (
            // Keyed by the title too: Leaflet sets a marker's title and alt once, so a language change would keep the old words.
            <Marker
              key={`${p.id}:${p.title}`}
              position={[p.lat, p.long]}
              icon={pinIcon(p.selected)}
              title={p.title}
              alt={p.title}
              keyboard={false}
              zIndexOffset={p.selected ? 1000 : 0}
              eventHandlers={{ click: () => p.onSelect() }}
            />
          ))}
        </MarkerClusterGroup>
      </MapContainer>
    </div>
  )
}
