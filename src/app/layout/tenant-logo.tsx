import { Link, useLocation } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useSession } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { paths } from '@/core/paths'

/**
 * The tenant's logo (spec section 2): to the root from the search page, else to login, which for a
 * visitor is the authentication landing (/auth: the intro, signup where the tenant has it, and login);
 * a member goes to the root, where login would send them anyway.
 */
export function TenantLogo() {
  const { t } = useTranslation('layout')
  const { tenant } = useTenant()
  const { isAuthenticated } = useSession()
  const { pathname } = useLocation()
  const onSearchPage = pathname === '/' || pathname === paths.search
  const to = onSearchPage || isAuthenticated ? '/' : paths.auth
  const label = t('logo-label', { name: tenant.human_name })
  return (
    <Link to={to} className="flex min-w-0 items-center gap-2 rounded-md font-semibold" aria-label={tenant.logo_url ? undefined : label}>
      {tenant.logo_url ? (
        <img src={tenant.logo_url} alt={label} className="h-9 w-auto max-w-32 object-contain object-left sm:max-w-48" />
      ) : (
        <span className="truncate text-lg">{tenant.human_name}</span>
      )}
    </Link>
  )
}
