import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { finishDocumentStep, loadAdditionalDocuments, loadDocuments, uploadToSlot } from './actions'
import { canLeaveDocumentStep, slotsOf, type DocumentSlot } from './document-slots'
import type { AdditionalDocument } from '@contracts/reference'
import type { DocumentStep } from './signup-steps'
import { useRegistrationStore } from './store'

const NONE: AdditionalDocument[] = []

/**
 * A document step: its slots (with the tenant's additional documents in the visitor's language),
 * each slot's upload state, and Next once every required upload is completed.
 */
export function useDocumentStep(step: DocumentStep) {
  const { i18n } = useTranslation()
  const slotsState = useRegistrationStore((s) => s.slots)
  const additional = useRegistrationStore((s) => s.additional)
  const documents = useRegistrationStore((s) => s.documents)
  const [finishing, setFinishing] = useState(false)
  const [failure, setFailure] = useState<string[] | null>(null)

  useEffect(() => {
    void loadDocuments()
  }, [])
  useEffect(() => {
    if (step === 'otherDocument') void loadAdditionalDocuments()
  }, [step, i18n.language])

  const list = additional.status === 'ready' ? additional.value.list : NONE
  const slots = useMemo(() => slotsOf(step, list), [step, list])
  const loading = documents.status === 'loading' || documents.status === 'idle' || (step === 'otherDocument' && (additional.status === 'loading' || additional.status === 'idle'))
  const loadFailed = step === 'otherDocument' && additional.status === 'error'

  return {
    slots,
    states: slotsState,
    loading,
    loadFailed,
    reload: () => void loadAdditionalDocuments(),
    upload: (slot: DocumentSlot, file: File) => uploadToSlot(slot, file),
    canGoNext: !loading && !loadFailed && canLeaveDocumentStep(slots, slotsState) && !finishing,
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
