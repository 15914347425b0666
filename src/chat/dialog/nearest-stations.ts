// The rule lives in contracts/ (the classic search form sorts its stations with it too).
export { distanceInMeters, nearestStations, formatStationDistance as formatDistance } from '@contracts/nearest-stations'
