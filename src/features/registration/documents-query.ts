import { REFERENCE_KEY } from '@/core/query/query-keys'
import { REFERENCE_STALE_TIME } from '@/lib/reference-data/catalog-query'
import { fetchAdditionalDocuments, fetchDocuments } from './api'

/**
 * The member's uploaded documents (GET /user/documents), one key for the registration's steps and
 * the account's documents screen: an upload from either reads it again, and logout drops it.
 */
export const DOCUMENTS_KEY = ['account', 'documents'] as const

export const documentsQuery = { queryKey: DOCUMENTS_KEY, queryFn: () => fetchDocuments() }

/** The tenant's additional documents, reference data whose titles come in the language asked in. */
export const additionalDocumentsQuery = (language: string) => ({
  queryKey: [...REFERENCE_KEY, 'additional-documents', language] as const,
  queryFn: () => fetchAdditionalDocuments(),
  staleTime: REFERENCE_STALE_TIME,
})
