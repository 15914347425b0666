import { setTokenRefresher, setTokenWaiter, setUnauthorizedHandler } from '@/core/api'
import { handleUnauthorized, refreshSession, restoreSession, startLanguage, startLanguageWithoutTenant, tokenOnItsWay, whileSessionStarts } from '@/core/session'
import { loadTenant, useTenantStore } from '@/core/tenant'
import { forgetLastSeenMember } from '@/lib/offline/last-seen'
import { forgetAllTripHelp } from '@/lib/offline/trip-help'
import { rememberMemberWhileLoggedIn } from './offline/remember-member'
import { clearConversationsAtLogout } from '@/chat/conversation/logout-cleanup'
import { forgetAllAwaitedBookings } from '@/features/search/awaited-booking-logout'
import { onLogout } from '@/core/session'
import { forgetAllFormDrafts } from '@/lib/form-drafts/form-draft-storage'
import { forgetAllPendingSms } from '@/lib/pending-sms/pending-sms-storage'

/**
 * Start-up order of spec section 4: the tenant first (theme, flags, language), then the session
 * is restored from a stored member token, or the visitor browses with a guest token.
 */
export function start(): Promise<void> {
  setUnauthorizedHandler(handleUnauthorized)
  setTokenRefresher(refreshSession)
  // A request made before the session start has settled waits for its token instead of leaving
  // without one (the chat's catalog, asked as soon as its panel shows, beside GET /tenant).
  setTokenWaiter(tokenOnItsWay)
  // Registered before any logout can happen, even one before the chat, the search, the registration
  // or the account module has loaded (after a reload): the conversation kept on this device, a
  // guest's booking awaiting a login, form drafts and pending SMS codes must not outlive the session
  // (a shared device).
  clearConversationsAtLogout()
  // onLogout keeps a set: the features that register these again when they load add nothing.
  onLogout(forgetAllAwaitedBookings)
  onLogout(forgetAllFormDrafts)
  onLogout(forgetAllPendingSms)
  // What the offline screen shows of a member (their id, their bookings) goes with them at logout.
  onLogout(forgetLastSeenMember)
  // The trip's help kept for no signal (access text, the operator's phone) goes too.
  onLogout(() => void forgetAllTripHelp())
  rememberMemberWhileLoggedIn()
  return whileSessionStarts(startSession())
}

async function startSession(): Promise<void> {
  let tenant
  try {
    tenant = await loadTenant()
  } catch (error) {
    console.error('Loading the tenant failed', error)
    await startLanguageWithoutTenant()
    return
  }
  await startLanguage(tenant)
  // Offline, the stored token is not checked (that would fail and log the member out): the offline
  // screen shows what was last seen, read-only, and a reload online starts over.
  if (useTenantStore.getState().status === 'offline') return
  await restoreSession()
}
