// The rule lives in contracts/ (the classic search form sorts its stations with it too).
export { distanceInMeters, nearestStations } from '@contracts/nearest-stations'
