import { lazy, Suspense, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Rental } from '@contracts/rental'
import type { Vehicle } from '@contracts/vehicle'
import { useLandmarkProps } from '@/components/landmark-scope'
import { Spinner } from '@/components/ui/spinner'
import { useStations } from '@/lib/reference-data'
import { useTenant } from '@/core/tenant'
import type { BookingMapPoint } from '../map/booking-map'
import { Fact } from './vehicle-facts'

// Leaflet is a chunk of its own, loaded only when a detail shows a map.
const BookingMap = lazy(() => import('../map/booking-map'))

/** Where the booking starts and ends (stations), or where the vehicle's box is, written out and on a map; nothing when neither is known. */
export function BookingLocations({ rental, vehicle, headingLevel = 2, mapLink }: { rental: Rental; vehicle: Vehicle | null; headingLevel?: 2 | 4; mapLink?: ReactNode }) {
  const { t } = useTranslation('bookings')
  const titleId = useId()
  const landmark = useLandmarkProps()
  const H = headingLevel === 2 ? 'h2' : 'h4'
  const { tenant } = useTenant()
  const stations = useStations()
  const start = stations.find((s) => s.id === rental.start_station_id)
  const end = stations.find((s) => s.id === rental.end_station_id)
  const points: BookingMapPoint[] = []
  if (start) points.push({ key: 'start', lat: start.latitude, long: start.longitude, title: t('detail.start-station-named', { name: start.name }) })
  if (end && end.id !== start?.id) points.push({ key: 'end', lat: end.latitude, long: end.longitude, title: t('detail.end-station-named', { name: end.name }) })
  const boxKnown = vehicle?.box_latitude != null && vehicle?.box_longitude != null
  if (points.length === 0 && vehicle && boxKnown) points.push({ key: 'box', lat: vehicle.box_latitude!, long: vehicle.box_longitude!, title: t('detail.vehicle-location') })
  // A station the reference data no longer lists and no box position: nothing to write or map, so no
  // "Places" heading over an empty block.
  if (!start && !end && !boxKnown) return null

  return (
    <section {...landmark.section({ 'aria-labelledby': titleId })} className="flex flex-col gap-3">
      <H id={titleId} className={headingLevel === 2 ? 'text-lg font-semibold' : 'font-semibold'}>
        {t('detail.locations')}
      </H>
      <dl className="grid gap-3 sm:grid-cols-2">
        {start && (
          <Fact term={t('detail.start-station')}>
            {start.name}
            <span className="block text-sm font-normal">{start.address}</span>
          </Fact>
        )}
        {end && (
          <Fact term={t('detail.end-station')}>
            {end.name}
            <span className="block text-sm font-normal">{end.address}</span>
          </Fact>
        )}
        {!start && !end && boxKnown && <Fact term={t('detail.vehicle-location')}>{t('detail.on-map')}</Fact>}
      </dl>
      {/* A chat card links to the map (the page's) instead of loading Leaflet into the conversation. */}
      {points.length > 0 && mapLink}
      {points.length > 0 && !mapLink && (
        <Suspense fallback={<Spinner label={t('detail.map-loading')} />}>
          <BookingMap tileUrl={tenant.map.tile_url} attribution={tenant.map.attribution} points={points} label={t('detail.map')} />
        </Suspense>
      )}
    </section>
  )
}
