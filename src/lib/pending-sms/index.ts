/**
 * The SMS code a member is waiting for, remembered by the tab per flow, tenant and member so that a
 * reload comes back to the code step (signup's phone step, the account's phone change).
 */
export {
  forgetAllPendingSms,
  forgetPendingSms,
  isPendingSmsLive,
  pendingSmsKey,
  readPendingSms,
  rememberPendingSms,
  type PendingSms,
  type PendingSmsFlow,
} from './pending-sms-storage'
export { currentPendingSmsKey, usePendingSmsKey, useRememberedSms } from './use-remembered-sms'
