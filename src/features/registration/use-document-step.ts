import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useQuery } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import { currentLanguage } from '@/i18n'
import { loadStatus } from '@/lib/load-status'
import { finishDocumentStep, uploadToSlot } from './actions'
import { canLeaveDocumentStep, completedFromDocuments, slotsOf, type DocumentSlot } from './document-slots'
import { additionalDocumentsQuery, documentsQuery } from './documents-query'
import type { AdditionalDocument } from '@contracts/reference'
import type { DocumentStep } from './signup-steps'
import { useRegistrationStore } from './store'

const NONE: AdditionalDocument[] = []

/**
 * A document step: its slots (with the tenant's additional documents in the visitor's language),
 * each slot's upload state, and Next once every required upload is completed.
 */
export function useDocumentStep(step: DocumentStep) {
  // Rendered again when the language changes: the additional documents are asked in the new one.
  useTranslation()
  const uploads = useRegistrationStore((s) => s.slots)
  const documents = useQuery(documentsQuery, queryClient)
  const additional = useQuery({ ...additionalDocumentsQuery(currentLanguage()), enabled: step === 'otherDocument' }, queryClient)
  const [finishing, setFinishing] = useState(false)
  const [failure, setFailure] = useState<string[] | null>(null)

  const list = additional.data ?? NONE
  const slots = useMemo(() => slotsOf(step, list), [step, list])
  // Documents uploaded earlier (a resumed registration) fill their slots; an upload here wins over them.
  const stored = documents.data
  const states = useMemo(() => (stored ? { ...completedFromDocuments(stored), ...uploads } : uploads), [stored, uploads])
  const additionalStatus = step === 'otherDocument' ? loadStatus(additional) : 'ready'
  // A failed read of the stored documents leaves every slot to fill, as for a new member.
  const loading = documents.isPending || additionalStatus === 'loading'
  const loadFailed = additionalStatus === 'error'

  return {
    slots,
    states,
    loading,
    loadFailed,
    reload: () => void additional.refetch(),
    upload: (slot: DocumentSlot, file: File) => uploadToSlot(slot, file),
    canGoNext: !loading && !loadFailed && canLeaveDocumentStep(slots, states) && !finishing,
    finishing,
    failure,
    next: async () => {
      setFinishing(true)
      setFailure(null)
      const result = await finishDocumentStep(step)
      setFinishing(false)
      if (!result.ok) setFailure(result.messages)
    },
  }
}
