// The member's bookings and the vehicles as the chat's dialog reads them: the bookings feature
// reads them from the query cache (home-cache.ts) and the dialog (src/chat/dialog) reads them.

/** One of the member's rentals as the conversation sees it (times ISO 8601; ids as strings). */
export interface MemberBooking {
  id: string
  vehicle: VehicleChoice | null
  start: string
  end: string
  status: 'upcoming' | 'in_progress' | 'closed'
  startStation: number | null
  endStation: number | null
  price: number | null
}

/** A vehicle a results card shows, as the conversation chooses among them in words. */
export interface VehicleChoice {
  id: string
  make: string
  model: string
  /** The category's id as `DialogEnv.names` keys it, when known. */
  category: string | null
  hourly: number | null
  daily: number | null
  /** What the review card needs of this result (the search result itself in the live chat). */
  review?: Record<string, unknown>
}
