import type { Language } from '@contracts/common'
import type { CustomContentType } from '@contracts/reference'
import { REFERENCE_KEY } from '@/core/query/query-keys'
import { fetchCurrentTerms, fetchCustomContents } from './api'
import { REFERENCE_STALE_TIME } from './catalog-query'

/**
 * One type of the tenant's custom contents (faq, contact, privacy, privacy_usage) in a language: the
 * server answers in the request's language (Accept-Language), so the language is part of the key.
 */
export const customContentQuery = (type: CustomContentType, language: Language) => ({
  queryKey: [...REFERENCE_KEY, 'contents', language, type] as const,
  queryFn: () => fetchCustomContents(type, language),
  staleTime: REFERENCE_STALE_TIME,
})

/** The current terms and conditions version (GET /terms_and_conditions_versions?current=true) in a language. */
export const currentTermsQuery = (language: Language) => ({
  queryKey: [...REFERENCE_KEY, 'terms', language] as const,
  queryFn: () => fetchCurrentTerms(),
  staleTime: REFERENCE_STALE_TIME,
})
