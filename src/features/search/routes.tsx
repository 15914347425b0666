import type { FeatureRoutes } from '@/lib/feature-routes'
import { lazyRoute } from '@/lib/feature-routes'

const loadSearchView = () => import('./screens/search-view')

/** The root's search view and the search form's route (spec section 2). */
export const routes: FeatureRoutes = {
  searchView: loadSearchView,
  searchViews: [{ path: 'search', lazy: lazyRoute(loadSearchView) }],
}
