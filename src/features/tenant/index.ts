export { loadTenant, currentTenant, currentClientSettings } from './actions'
export { useTenant, useTenantFlags, useTenantSearchSettings } from './use-tenant'
export { useTenantStore, type TenantStatus } from './store'
export { applyTenantTheme } from './apply-theme'
