import { lazy, useState } from 'react'
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query'
import { useAccessContext } from './access-context'
import { rootDecision } from './guards'
import { DecisionOutcome } from './route-guards'
import { searchViewLoader } from './feature-registry'
import { PhoneHome } from './phone-home'

const SearchView = lazy(searchViewLoader)

/**
 * The root of spec section 2: a redirect for some members and private visitors, else on a phone the
 * assistant first (the map one tap away), on a desktop the search view beside the chat panel.
 */
export function RootRoute() {
  const desktop = useMediaQuery(DESKTOP_QUERY)
  const [map, setMap] = useState(false)
  return <DecisionOutcome decision={rootDecision(useAccessContext())}>{desktop || map ? <SearchView /> : <PhoneHome onShowMap={() => setMap(true)} />}</DecisionOutcome>
}
