import { Navigate } from 'react-router'
import type { FeatureRoutes } from '@/lib/feature-routes'
import { lazyRoute } from '@/lib/feature-routes'
import { paths } from '@/core/paths'

const help = lazyRoute(() => import('./screens/help-screen'))

/** Account pages of spec section 2 (documents: the registration feature, which owns them): details, payment method, privacy, help, the static privacy policy; and the member's alerts. */
export const routes: FeatureRoutes = {
  open: [
    { path: 'politique-de-confidentialite', lazy: lazyRoute(() => import('./screens/privacy-policy-screen')) },
    // The spec names only the pages under these; a typed or shortened address lands on the first one.
    { path: 'account/help', element: <Navigate to={paths.helpFaq} replace /> },
    { path: 'account/help/faq', lazy: help },
    { path: 'account/help/contact', lazy: help },
    { path: 'account/help/cgu', lazy: help },
    // The link sent to a new e-mail address: it may be opened signed out, on another device.
    { path: 'account/email-confirmation', lazy: lazyRoute(() => import('./screens/email-confirmation-screen')) },
    { path: 'account/help/delete-account', lazy: lazyRoute(() => import('./screens/delete-account-faq-screen')) },
  ],
  member: [
    { path: 'account', element: <Navigate to={paths.bookings} replace /> },
    { path: 'account/details', lazy: lazyRoute(() => import('./screens/details-screen')) },
    { path: 'account/payment-method', lazy: lazyRoute(() => import('./screens/payment-method-screen')) },
    { path: 'account/privacy', lazy: lazyRoute(() => import('./screens/privacy-screen')) },
    { path: 'account/alerts', lazy: lazyRoute(() => import('./screens/alerts-screen')) },
  ],
}
