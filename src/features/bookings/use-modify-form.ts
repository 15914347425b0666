import { useMemo, useState } from 'react'
import type { Rental } from '@contracts/rental'
import { useTenant } from '@/core/tenant'
import { updateRentalTimes } from './api'
import { modifyBounds, modifyProblem, onQuarters, shiftEndWithStart, type ModifyProblem, type Times } from './modify-bounds'
import type { RentalActionsView } from './rental-actions'
import { useBookingChange } from './use-booking-change'

/**
 * The modify modal's logic, shared by the classic dialog and the chat card: the draft times
 * (from the rental, or the new times the chat understood), the pickers' bounds, why confirm is
 * disabled, and the call. `quiet`: no toast when done, the caller says it.
 */
export function useModifyForm(rental: Rental, permissions: RentalActionsView, now: number, initialDraft?: Times, { quiet = false }: { quiet?: boolean } = {}) {
  const { tenant, delays } = useTenant()
  const current = useMemo<Times>(
    () => ({ start: Date.parse(rental.reservation_start_time), end: Date.parse(rental.reservation_end_time) }),
    [rental.reservation_start_time, rental.reservation_end_time],
  )
  // Every draft is on quarter hours where it moves, as the pickers show them: what is shown is what is sent.
  const [draft, setDraft] = useState<Times>(() => onQuarters(current, initialDraft ?? current))
  const { run, busy } = useBookingChange(rental.id, (to: Times) => updateRentalTimes(rental.id, current, to), quiet ? null : 'bookings:toasts.modification-confirmed')
  const boundsFor = (start: number) => modifyBounds(current, start, permissions, delays, now)
  const bounds = boundsFor(draft.start)
  const problem: ModifyProblem | null = modifyProblem(current, draft, permissions, bounds, { hours: tenant.opening_hours, timeZone: tenant.timezone })

  const setStart = (start: number | null) => {
    if (start === null) return
    setDraft((d) => shiftEndWithStart(current, d, start, permissions.modifyEnd.allowed, boundsFor))
  }
  const setEnd = (end: number | null) => {
    if (end !== null) setDraft((d) => onQuarters(current, { ...d, end }))
  }
  const submit = () => (problem === null ? run(draft) : Promise.resolve(null))

  return { current, draft, bounds, problem, busy, setStart, setEnd, submit, reset: () => setDraft(current) }
}
