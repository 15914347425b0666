import type { FeatureRoutes } from '@/lib/feature-routes'
import { lazyRoute } from '@/lib/feature-routes'

const detail = lazyRoute(() => import('./screens/booking-detail-screen'))

/** Bookings and carpoolings lists, the history and the booking detail (spec section 2, account pages). */
export const routes: FeatureRoutes = {
  member: [
    { path: 'account/bookings', lazy: lazyRoute(() => import('./screens/bookings-screen')) },
    { path: 'account/bookings/:id', lazy: detail },
    // The trip's code loads only when a trip is opened: never with the chat's first load.
    { path: 'account/bookings/:id/trip', lazy: lazyRoute(() => import('./trip/screens/trip-screen')) },
    { path: 'account/carpoolings', lazy: lazyRoute(() => import('./screens/carpoolings-screen')) },
    { path: 'account/carpoolings/:id', lazy: detail },
    { path: 'account/bookings-history', lazy: lazyRoute(() => import('./screens/history-screen')) },
    { path: 'account/bookings-history/:id', lazy: detail },
    { path: 'account/bookings-history/:id/receipt', lazy: lazyRoute(() => import('./screens/receipt-screen')) },
  ],
}
