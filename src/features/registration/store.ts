import { create } from 'zustand'
import { forgetAllFormDrafts } from '@/lib/form-drafts/form-draft-storage'
import { forgetAllPendingSms, type PendingSms } from '@/lib/pending-sms'
import { IDLE_SLOT, type SlotState } from './document-slots'

interface RegistrationState {
  /** Where a mobile app wants the member back once registration is complete (spec section 2). */
  redirectUri: string | null
  /** The number the last SMS code went to (E.164) and when the code expires, sent from this page. */
  sms: PendingSms | null
  /** Upload state of the slots uploaded from this page, by slot key (the step's hook adds the stored documents). */
  slots: Record<string, SlotState>
  /** The member has just completed the last step here: the classic screen shows the welcome page once. */
  justFinished: boolean
}

const INITIAL: RegistrationState = {
  redirectUri: null,
  sms: null,
  slots: {},
  justFinished: false,
}

export const useRegistrationStore = create<RegistrationState>(() => ({ ...INITIAL }))

export function slotState(slots: Readonly<Record<string, SlotState>>, key: string): SlotState {
  return slots[key] ?? IDLE_SLOT
}

export function setSlot(key: string, state: SlotState): void {
  useRegistrationStore.setState((s) => ({ slots: { ...s.slots, [key]: state } }))
}

/**
 * Forgets everything of the member's registration (logout), keeping where a mobile app waits. The
 * tab's drafts and codes are forgotten at logout by the shell's start-up registrations too
 * (app/start.ts), which hold even before this module has loaded.
 */
export function resetRegistration(): void {
  forgetAllPendingSms()
  forgetAllFormDrafts()
  useRegistrationStore.setState((s) => ({ ...INITIAL, redirectUri: s.redirectUri }))
}

/** The welcome page was shown: the next visit of the signup goes to the pending-validation page. */
export function clearJustFinished(): void {
  useRegistrationStore.setState({ justFinished: false })
}
