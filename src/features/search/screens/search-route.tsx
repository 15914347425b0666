import { Navigate } from 'react-router'
import { useSession } from '@/lib/session'
import { useTenant } from '@/lib/tenant'
import SearchView from './search-view'

/** Route `search`: the search view with its form open; a private platform needs a member (spec section 2). */
export default function SearchRoute() {
  const { tenant } = useTenant()
  const { isAuthenticated, isPending } = useSession()
  if (isPending) return null
  if (tenant.platform_type === 'private' && !isAuthenticated) return <Navigate to="/login" replace state={{ from: '/search' }} />
  return <SearchView />
}
