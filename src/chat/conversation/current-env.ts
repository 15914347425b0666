import { currentLanguage } from '@/i18n'
import { loadedHomeCache } from '@/features/bookings/load-home-cache'
import { useTenantStore } from '@/core/tenant'
import { useSessionStore } from '@/core/session'
import { currentCatalog } from '@/lib/reference-data/catalog'
import { currentTripHelp } from '@/lib/offline/trip-help'
import type { Lang } from '../dialog/intent-types'
import type { DialogEnv } from '../dialog/types'
import { useConversationStore } from './conversation-store'
import { buildDialogEnv } from './dialog-env'
import { newestCardEnv } from './newest-card'
import { currentFaq } from '../help-content/faq-cache'

/** The dialog environment from the stores as they are now; null before the tenant is loaded. */
export function currentDialogEnv(now = new Date(), lang: Lang = currentLanguage()): DialogEnv | null {
  const { tenant, settings } = useTenantStore.getState()
  if (!tenant || !settings) return null
  const session = useSessionStore.getState()
  const conversation = useConversationStore.getState()
  // The home's readers come with a turn (turn.ts); before, nothing is cached they would read.
  const home = loadedHomeCache()
  const env = buildDialogEnv({
    tenant,
    settings,
    user: session.status === 'member' ? session.user : null,
    reference: currentCatalog(),
    position: conversation.position,
    positionRefused: conversation.positionRefused,
    placePosition: conversation.placePosition,
    lang,
    now,
    home: home?.homeSummaryInCache(now.getTime(), tenant.prepare_delay) ?? null,
  })
  // What the conversation after the search reads (rules 10 to 12): the member's rentals, the newest card and its results.
  const member = session.status === 'member'
  return {
    ...env,
    bookings: member ? (home?.memberBookingsInCache() ?? null) : null,
    refusedCharge: member ? (home?.refusedChargeInCache() ?? null) : null,
    licenceExpiresOn: member ? (session.user?.drivingLicenceExpirationTime ?? null) : null,
    // And the tenant's FAQ, for a guest too: a question is never behind a login (rule 16).
    faq: currentFaq(),
    ...newestCardEnv(conversation.messages),
    // With no signal, "the car won't open" still gets the trip's help kept on the device.
    offline: typeof navigator !== 'undefined' && navigator.onLine === false,
    tripHelp: member ? currentTripHelp() : null,
  }
}
