import { lazy } from 'react'
import { useAccessContext } from './access-context'
import { rootDecision } from './guards'
import { DecisionOutcome } from './route-guards'
import { searchViewLoader } from './feature-registry'

const SearchView = lazy(searchViewLoader)

/** The root of spec section 2: a redirect for some members and private visitors, else the search view. */
export function RootRoute() {
  return (
    <DecisionOutcome decision={rootDecision(useAccessContext())}>
      <SearchView />
    </DecisionOutcome>
  )
}
