import { useState } from 'react'
import { deleteMyAccount, leaveDeletedAccount } from './actions'

/**
 * Account deletion in two confirmations (spec section 2): `confirm` says what deletion means,
 * `final` asks for the last word and sends DELETE /user; `deleted` is the dialog whose next
 * action logs out; `refused` says why it cannot be done (contact customer support).
 */
export type DeleteStep = 'idle' | 'confirm' | 'final' | 'deleting' | 'deleted' | 'refused'

export function useDeleteAccount() {
  const [step, setStep] = useState<DeleteStep>('idle')
  const [refusal, setRefusal] = useState<{ message: string; reason: string | null } | null>(null)
  const remove = async () => {
    setStep('deleting')
    const result = await deleteMyAccount()
    if (result.ok) {
      setStep('deleted')
      return
    }
    setRefusal({ message: result.message, reason: result.reason })
    setStep('refused')
  }
  return {
    step,
    refusal,
    start: () => setStep('confirm'),
    next: () => setStep('final'),
    remove: () => void remove(),
    close: () => setStep('idle'),
    leave: () => void leaveDeletedAccount(),
  }
}
