import { currentLanguage } from '@/i18n'
import { driverHomeSummary } from '@/features/bookings/driver-home'
import { currentDriverHome } from '@/features/bookings/driver-home-feed'
import { useTenantStore } from '@/lib/tenant'
import { useSessionStore } from '@/lib/session'
import { currentCatalog } from '@/lib/reference-data/catalog'
import type { Lang } from '../dialog/intent-types'
import type { DialogEnv } from '../dialog/types'
import { useConversationStore } from './conversation-store'
import { buildDialogEnv } from './dialog-env'

/** The dialog environment from the stores as they are now; null before the tenant is loaded. */
export function currentDialogEnv(now = new Date(), lang: Lang = currentLanguage()): DialogEnv | null {
  const { tenant, flags } = useTenantStore.getState()
  if (!tenant || !flags) return null
  const session = useSessionStore.getState()
  return buildDialogEnv({
    tenant,
    flags,
    user: session.status === 'member' ? session.user : null,
    reference: currentCatalog(),
    position: useConversationStore.getState().position,
    positionRefused: useConversationStore.getState().positionRefused,
    placePosition: useConversationStore.getState().placePosition,
    lang,
    now,
    home: driverHomeSummary(currentDriverHome(now.getTime())),
  })
}
