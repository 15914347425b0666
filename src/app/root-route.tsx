import { lazy, Suspense, useState } from 'react'
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query'
import { useCurrentUser } from '@/core/session'
import { useTenantFlags } from '@/core/tenant'
import { useAccessContext } from './access-context'
import { rootDecision } from './guards'
import { DecisionOutcome } from './route-guards'
import { searchViewLoader } from './feature-registry'
import { PhoneHome } from './phone-home'
import { PageSpinner } from './route-guards'
import { CHAT_PENDING_ATTRIBUTE } from '@/lib/boot-shell'

const SearchView = lazy(searchViewLoader)
// Members only, and out of the first page's weight for the visitors who never see it.
const DriverHomePanel = lazy(() => import('@/features/bookings/components/driver-home-panel'))

/**
 * The root of spec section 2: a redirect for some members and private visitors, else on a phone the
 * assistant first (the map one tap away) when the tenant offers the chat, else and on a desktop the
 * search view (beside the chat panel on a desktop), with the member's rental in progress or next
 * booking before its form.
 */
export function RootRoute() {
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const { offersChat } = useTenantFlags()
  const [map, setMap] = useState(false)
  const member = useCurrentUser() !== null
  const chatFirst = offersChat && !desktop && !map
  const lead = member ? (
    <Suspense fallback={null}>
      <DriverHomePanel />
    </Suspense>
  ) : undefined
  const decision = rootDecision(useAccessContext())
  // Still deciding (the session being restored) where the chat comes first: the first paint's
  // message box, maybe in use already, stays up until the chat takes it over (boot-shell.ts).
  if (decision.kind === 'wait' && chatFirst) {
    return (
      <div className="flex flex-1 flex-col" {...{ [CHAT_PENDING_ATTRIBUTE]: '' }}>
        <PageSpinner />
      </div>
    )
  }
  return <DecisionOutcome decision={decision}>{chatFirst ? <PhoneHome onShowMap={() => setMap(true)} /> : <SearchView lead={lead} />}</DecisionOutcome>
}
