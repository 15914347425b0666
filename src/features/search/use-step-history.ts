import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useNavigationType } from 'react-router'
import { closeResult, selectResult } from './search-actions'
import { resetSearch, useSearchStore, type SearchStep } from './search-store'
import { classicResultsIn } from './classic-results'
import { loadedQueryClient } from '@/core/query/query-client-slot'

const ORDER: readonly SearchStep[] = ['map', 'vehicle', 'booking', 'confirmation']
const depth = (step: SearchStep) => ORDER.indexOf(step)

/** What a history entry of the search view holds: its step, and the steps of the entries before it in the flow. */
interface StepEntry {
  searchStep?: SearchStep
  searchTrail?: SearchStep[]
  /** The vehicle shown at the vehicle step: Forward opens it again while it is among the results. */
  searchVehicle?: number
}

/**
 * Brings the store back to the step of the entry Back (or Forward) landed on. Back from the
 * confirmation starts a new search: the booking is made, its review is gone (spec section 4).
 * Forward to a vehicle opens it again while it is among the results; Forward to a review does not
 * (the booking click decides who may book), nor to anything the store no longer holds: the
 * entry is then brought back to what is shown.
 */
function followEntry(target: SearchStep, vehicleId: number | undefined): void {
  const s = useSearchStore.getState()
  if (s.step === target) return
  if (s.step === 'confirmation') return resetSearch()
  if (depth(target) > depth(s.step)) {
    const result = target === 'vehicle' && s.step === 'map' ? classicResultsIn(loadedQueryClient(), s.resultsAsked).find((r) => r.vehicle.id === vehicleId) : undefined
    if (result) void selectResult(result)
    return
  }
  if (target === 'vehicle' && s.selected) {
    useSearchStore.setState({ step: 'vehicle', carpool: null, bookingStatus: 'idle' })
    return
  }
  closeResult()
}

/**
 * The vehicle, review and confirmation steps as browser history entries: a step
 * further pushes an entry, Back returns to the step before instead of leaving the flow, and the
 * view's own "back" buttons go back in history when the entry before holds that step (so Forward
 * and Back stay in step with the screen). The URL does not change: the steps are states of the
 * search view (spec section 2), not addresses a driver could open cold.
 */
export function useStepHistory(): void {
  const navigate = useNavigate()
  const location = useLocation()
  const navigationType = useNavigationType()
  const step = useSearchStore((s) => s.step)
  const seenKey = useRef(location.key)
  // The entry a step was pushed from: a Back taken before the router drew the pushed entry
  // arrives as a POP to this same entry, which is a move all the same.
  const pushedFrom = useRef<string | null>(null)

  useEffect(() => {
    const entry = (location.state ?? {}) as StepEntry
    const entryStep = entry.searchStep ?? 'map'
    const trail = entry.searchTrail ?? []
    const backOverPush = navigationType === 'POP' && pushedFrom.current === location.key
    const moved = seenKey.current !== location.key || backOverPush
    if (moved) pushedFrom.current = null
    seenKey.current = location.key
    let current = step
    if (moved && navigationType === 'POP') {
      followEntry(entryStep, entry.searchVehicle)
      // A step the store could not follow: the entry is brought to what is shown.
      current = useSearchStore.getState().step
    }
    if (current === entryStep) return
    const to = { pathname: location.pathname, search: location.search, hash: location.hash }
    if (depth(current) > depth(entryStep)) {
      // Only the flow's own keys: a marker of the phone's chat stays on the entry it was put on.
      const searchVehicle = useSearchStore.getState().selected?.vehicle.id
      pushedFrom.current = location.key
      void navigate(to, { state: { searchStep: current, searchTrail: [...trail, entryStep], searchVehicle } satisfies StepEntry })
    } else if (trail.at(-1) === current) {
      void navigate(-1)
    } else {
      void navigate(to, { replace: true, state: { ...entry, searchStep: current, searchTrail: trail.filter((s) => depth(s) < depth(current)) } })
    }
  }, [step, location, navigationType, navigate])
}
