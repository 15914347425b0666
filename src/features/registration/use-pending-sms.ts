import { useRememberedSms, type PendingSms } from '@/lib/pending-sms'
import { useRegistrationStore } from './store'

/** The signup's code waiting for its digits, from this page or remembered by the tab (see src/lib/pending-sms). */
export function usePendingSms(): { pending: PendingSms | null; lastSentTo: string | null } {
  return useRememberedSms(
    'signup',
    useRegistrationStore((s) => s.sms),
  )
}
