/**
 * The tenant's public API for every feature, the chat and the cards (features never import each
 * other directly; see eslint.config.js): the loaded tenant, its client flags and delays.
 */
export { useTenant, useTenantFlags, useTenantSearchSettings, useTenantStore, currentTenant, currentClientSettings } from '@/features/tenant'
export type { ClientFlags, ClientDelays, ClientSettings, SearchSettings } from './tenant-settings'
