import { setUnauthorizedHandler } from '@/lib/api'
import { handleUnauthorized, restoreSession, startLanguage } from '@/features/session'
import { loadTenant } from '@/features/tenant'
import { clearConversationsAtLogout } from '@/chat/conversation/logout-cleanup'
import { forgetAwaitedBookingsAtLogout } from '@/features/search/awaited-booking-logout'

/**
 * Start-up order of spec section 4: the tenant first (theme, flags, language), then the session
 * is restored from a stored member token, or the visitor browses with a guest token.
 */
export async function start(): Promise<void> {
  setUnauthorizedHandler(handleUnauthorized)
  // Registered before any logout can happen, even one before the chat or the search module has
  // loaded (after a reload): the conversation kept on this device and a guest's booking awaiting a
  // login must not outlive the session (a shared device).
  clearConversationsAtLogout()
  forgetAwaitedBookingsAtLogout()
  let tenant
  try {
    tenant = await loadTenant()
  } catch (error) {
    console.error('Loading the tenant failed', error)
    return
  }
  await startLanguage(tenant)
  await restoreSession()
}
