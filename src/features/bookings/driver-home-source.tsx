import { useEffect } from 'react'
import { NO_HOME, useDriverHomeFeed } from './driver-home-feed'
import { driverHomeInCache, useDriverHome } from './use-driver-home'
import { memberBookingsInCache } from './member-bookings'
import { useRefusedCharge } from './use-refused-charge'
import { useForgetEndedTrips } from './forget-ended-trips'

useDriverHomeFeed.setState({ read: driverHomeInCache, bookings: memberBookingsInCache })

/**
 * Reads the member's home (useDriverHome) and a refused charge (useRefusedCharge) and tells the chat
 * (driver-home-feed.ts); forgets the offline help of trips ended elsewhere. Renders nothing. Loaded lazily.
 */
export default function DriverHomeSource() {
  const { home } = useDriverHome()
  useEffect(() => {
    useDriverHomeFeed.setState({ home })
    return () => useDriverHomeFeed.setState({ home: NO_HOME })
  }, [home])
  useForgetEndedTrips()
  const refused = useRefusedCharge()
  useEffect(() => {
    useDriverHomeFeed.setState({ refused })
    return () => useDriverHomeFeed.setState({ refused: null })
  }, [refused])
  return null
}
