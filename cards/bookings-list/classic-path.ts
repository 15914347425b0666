import type { BookingsListCardProps } from './schema'

export function bookingsListPath(scope: BookingsListCardProps['scope']): string {
  if (scope === 'history') return '/account/bookings-history'
  if (scope === 'carpoolings') return '/account/carpoolings'
  return '/account/bookings'
}
