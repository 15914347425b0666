import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TripHelpView } from '@/components/trip-help-view'
import { loadTripHelp, type TripHelp } from '@/lib/offline/trip-help'

/**
 * During a trip, with no network: what opens the car without the app (the access text, the
 * station, the operator's phone), as kept on this device when the trip was last seen in progress.
 */
export function OfflineTripHelp({ userId, country }: { userId: number; country: string }) {
  const { t } = useTranslation('layout')
  const [help, setHelp] = useState<TripHelp | null>(null)
  useEffect(() => {
    let live = true
    void loadTripHelp(userId).then((kept) => live && setHelp(kept))
    return () => {
      live = false
    }
  }, [userId])
  if (!help) return null
  return (
    <TripHelpView
      level={2}
      accessText={help.accessText}
      station={help.station}
      phone={help.phone}
      country={country}
      words={{
        title: t('offline.trip.title'),
        access: t('offline.trip.access'),
        station: t('offline.trip.station'),
        call: (phone) => t('offline.trip.call', { phone }),
        noPhone: t('offline.trip.no-phone'),
        note: t('offline.trip.kept'),
      }}
    />
  )
}
