import { useQuery } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import { loadStatus } from '@/lib/load-status'
import { slotsOf, uploadToSlot, type DocumentSlot } from '..'
import { documentsQuery } from '../documents-query'
import type { UserDocument } from '@contracts/documents'

/** What the account keeps current, by document: the licence's two sides and the identity document's (registration's own slots). */
export const MY_DOCUMENT_GROUPS: readonly { key: 'licence' | 'identity'; slots: readonly DocumentSlot[] }[] = [
  { key: 'licence', slots: slotsOf('driverLicense', []) },
  { key: 'identity', slots: slotsOf('idDocument', []) },
]

/**
 * GET /user/documents for the account's documents screen, and a replacement through registration's
 * upload (POST /user/documents replaces the file of its kind, which goes back to review).
 */
export function useMyDocuments() {
  const query = useQuery(documentsQuery, queryClient)
  const status = loadStatus(query)
  const documents: UserDocument[] = query.data ?? []
  return {
    status,
    documentOf: (slot: DocumentSlot) => documents.find((d) => d.document_type === slot.kind && d.additional_document_id === null) ?? null,
    reload: () => void query.refetch(),
    // The upload reads the documents again before it answers.
    replace: (slot: DocumentSlot, file: File) => uploadToSlot(slot, file),
  }
}
