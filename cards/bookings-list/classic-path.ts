import type { BookingsListCardProps } from './schema'
import { paths } from '@/core/paths'

export function bookingsListPath(scope: BookingsListCardProps['scope']): string {
  if (scope === 'history') return paths.bookingsHistory
  if (scope === 'carpoolings') return paths.carpoolings
  return paths.bookings
}

/** The name of the link to that screen, which says which list it opens. */
export function bookingsListLinkKey(scope: BookingsListCardProps['scope']): 'chat.open-history' | 'chat.open-carpoolings' | 'chat.open-list' {
  if (scope === 'history') return 'chat.open-history'
  if (scope === 'carpoolings') return 'chat.open-carpoolings'
  return 'chat.open-list'
}
