import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { CustomContent, CustomContentType, TermsVersion } from '@contracts/reference'
import type { Language } from '@contracts/common'
import { queryClient } from '@/core/query/query-client'
import { loadStatus, type LoadStatus } from '@/lib/load-status'
import { useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { mayReadCatalog } from './catalog-access'
import { EMPTY_CATALOG, catalogQuery, type Catalog } from './catalog-query'
import { currentTermsQuery, customContentQuery } from './content-queries'

export interface Loadable<T> {
  status: LoadStatus
  data: T
  error: unknown
}

type Reloadable<T> = Loadable<T> & { reload: () => void }

function useLanguage(): Language {
  const { i18n } = useTranslation()
  return (i18n.resolvedLanguage ?? i18n.language) === 'en' ? 'en' : 'fr'
}

function loadableOf<T>(query: UseQueryResult<T>, empty: T): Reloadable<T> {
  return { status: loadStatus(query), data: query.data ?? empty, error: query.error, reload: () => void query.refetch() }
}

/**
 * Stations, categories and rental labels, the query the chat reads too (catalog.ts). For a guest of
 * a private platform it stays empty and idle, with no call the server would refuse.
 */
export function useReferenceData(): Reloadable<Catalog> {
  const platform = useTenantStore((s) => s.tenant?.platform_type)
  const session = useSessionStore((s) => s.status)
  const allowed = mayReadCatalog(platform, session)
  const query = useQuery({ ...catalogQuery, enabled: allowed }, queryClient)
  if (!allowed) return { status: 'idle', data: EMPTY_CATALOG, error: null, reload: () => undefined }
  return loadableOf(query, EMPTY_CATALOG)
}

export function useStations() {
  return useReferenceData().data.stations
}

export function useCategories() {
  return useReferenceData().data.categories
}

export function useRentalLabels() {
  return useReferenceData().data.rentalLabels
}

const NO_CONTENTS: CustomContent[] = []

/** A custom content type in the interface's language, read again on a language change. */
export function useCustomContent(type: CustomContentType, enabled = true): Reloadable<CustomContent[]> {
  const query = useQuery({ ...customContentQuery(type, useLanguage()), enabled }, queryClient)
  return loadableOf(query, NO_CONTENTS)
}

/** The current terms version in the interface's language; asked only while `enabled`. */
export function useCurrentTerms(enabled = true): Reloadable<TermsVersion | null> {
  const query = useQuery({ ...currentTermsQuery(useLanguage()), enabled }, queryClient)
  return loadableOf(query, null)
}
