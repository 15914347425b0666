import type { FeatureRoutes } from '@/lib/feature-routes'
import { lazyRoute } from '@/lib/feature-routes'

/**
 * The signup stepper, its welcome page and the pending-validation page (spec section 2), behind the
 * signup guard; and the member's documents page, which reuses the stepper's document slots.
 */
export const routes: FeatureRoutes = {
  signup: [
    { path: 'signup', lazy: lazyRoute(() => import('./screens/signup-screen')) },
    { path: 'signup/welcome', lazy: lazyRoute(() => import('./screens/welcome-screen')) },
    { path: 'signup/pending-validation', lazy: lazyRoute(() => import('./screens/pending-validation-screen')) },
  ],
  member: [{ path: 'account/documents', lazy: lazyRoute(() => import('./screens/documents-screen')) }],
}
