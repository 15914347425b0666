import { BOOKINGS_KEY } from '@/core/query/query-keys'

/**
 * The trip's reads, under the bookings' root: a change of the rental (extended, ended) reads the
 * trip again with the lists and the detail, and the other way round.
 */
export const tripKeys = {
  all: [...BOOKINGS_KEY, 'trip'] as const,
  state: (id: number) => [...BOOKINGS_KEY, 'trip', id, 'state'] as const,
  reports: (id: number) => [...BOOKINGS_KEY, 'trip', id, 'reports'] as const,
  extension: (id: number, endTime: string) => [...BOOKINGS_KEY, 'trip', id, 'extension', endTime] as const,
  /** The trip's commands on their way: every button of that trip waits. */
  command: (id: number) => [...BOOKINGS_KEY, 'trip', id, 'command'] as const,
}
