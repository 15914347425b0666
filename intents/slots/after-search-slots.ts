import type { IntentName } from '../types'
import { issueKind } from '../classify/after-search'
import type { Reading } from './reading'

type Said = Record<string, unknown>
type Reader = (r: Reading) => Said

/** Seats offered to others, as said: "3 places", "2 people" (the passengers, the driver aside). */
function seatsOffered(r: Reading): number | null {
  const seats = r.entities.find((e) => e.type === 'seats')
  if (!seats || seats.type !== 'seats') return null
  const passengers = r.s.tokens.slice(seats.start, seats.end).some((t) => /^passag|^passeng/.test(t.norm))
  return passengers ? seats.people - 1 : seats.people
}

/** The slots of the intents after the search; the shared readers (dates, places) are handed in to keep one owner. */
export function afterSearchReaders(shared: { carpool: Reader; dates: Reader }): Partial<Record<IntentName, Reader>> {
  return {
    report_issue: (r) => {
      const kind = issueKind((cue) => r.cues.has(cue))
      return kind ? { kind } : {}
    },
    offer_carpool: (r) => {
      const said: Said = { ...shared.carpool(r) }
      const start = r.entities.find((e) => e.type === 'station')
      if (start && start.type === 'station' && said.startStation === undefined && said.destination !== undefined) said.startStation = start.id
      const seats = seatsOffered(r)
      if (seats !== null) said.seats = seats
      return said
    },
    leave_carpool: (r) => {
      const said: Said = {}
      const dates = shared.dates(r)
      // The wall-clock day of the start, as written in its own offset.
      if (typeof dates.startDate === 'string') said.date = dates.startDate.slice(0, 10)
      if (r.destination) said.destination = r.destination.text
      return said
    },
  }
}
