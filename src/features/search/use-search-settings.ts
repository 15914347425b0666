import { useMemo } from 'react'
import { useTenant } from '@/core/tenant'
import { searchSettingsOf, type SearchSettings } from './search-settings'

/** The loaded tenant's search settings, for components rendered after start-up. */
export function useSearchSettings(): SearchSettings {
  const { tenant } = useTenant()
  return useMemo(() => searchSettingsOf(tenant), [tenant])
}
