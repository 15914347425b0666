import { useEffect } from 'react'
import { NO_HOME, useDriverHomeFeed } from './driver-home-feed'
import { driverHomeInCache, useDriverHome } from './use-driver-home'
import { memberBookingsInCache } from './member-bookings'

useDriverHomeFeed.setState({ read: driverHomeInCache, bookings: memberBookingsInCache })

/** Reads the member's home (useDriverHome) and tells the chat (driver-home-feed.ts); renders nothing. Loaded lazily. */
export default function DriverHomeSource() {
  const { home } = useDriverHome()
  useEffect(() => {
    useDriverHomeFeed.setState({ home })
    return () => useDriverHomeFeed.setState({ home: NO_HOME })
  }, [home])
  return null
}
