import { useTenantSearchSettings } from '@/core/tenant'
import type { SearchSettings } from './search-settings'

/** The loaded tenant's search settings, for components rendered after start-up. */
export function useSearchSettings(): SearchSettings {
  return useTenantSearchSettings()
}
