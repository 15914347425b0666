import L from 'leaflet'
import { MapContainer, Marker, TileLayer } from 'react-leaflet'
import { TranslatedAttributionControl } from '@/components/map/translated-attribution-control'
import { TranslatedZoomControl } from '@/components/map/translated-zoom-control'
import iconUrl from 'leaflet/dist/images/marker-icon.png'
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png'
import shadowUrl from 'leaflet/dist/images/marker-shadow.png'
import 'leaflet/dist/leaflet.css'
import '@/components/map/leaflet-map.css'

// Vite rewrites asset URLs, which Leaflet's own guess of its image path cannot follow.
L.Icon.Default.mergeOptions({ iconUrl, iconRetinaUrl, shadowUrl })

/** Spec section 9: zoom 17 in the booking detail. */
export const DETAIL_ZOOM = 17

export interface BookingMapPoint {
  key: string
  lat: number
  long: number
  /** The marker's accessible name. */
  title: string
}

export interface BookingMapProps {
  tileUrl: string
  attribution: string
  points: readonly BookingMapPoint[]
  label: string
}

/**
 * The start and end stations, or the vehicle's box position, at zoom 17. The places are also
 * written out beside the map; tiles that fail (offline) leave a plain background.
 */
export default function BookingMap({ tileUrl, attribution, points, label }: BookingMapProps) {
  const first = points[0]
  if (!first) return null
  return (
    <div role="region" aria-label={label} className="h-64 w-full overflow-hidden rounded-lg border border-border">
      <MapContainer center={[first.lat, first.long]} zoom={DETAIL_ZOOM} className="h-full w-full" scrollWheelZoom={false} zoomControl={false} attributionControl={false}>
        <TranslatedZoomControl />
        <TranslatedAttributionControl />
        <TileLayer url={tileUrl} attribution={attribution} />
        {points.map((p) => (
          // Keyed by the title too: Leaflet sets a marker's title and alt once, so a language change would keep the old words.
          <Marker key={`${p.key}:${p.title}`} position={[p.lat, p.long]} title={p.title} alt={p.title} keyboard={false} />
        ))}
      </MapContainer>
    </div>
  )
}
