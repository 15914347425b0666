import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { queryClient } from '@/core/query/query-client'
import { notifyApiError } from '@/core/api'
import type { ConditionReportsResponse, TripMoment, VehicleSide } from '@contracts/trip'
import { postConditionReport } from './api'
import { tripKeys } from './keys'
import { isRequiredSide, nextSide, sidesDone } from './trip-rules'

/**
 * The walk around the car for one moment (start, end) or one side (during): the side shown now,
 * its known damages, and saving it with a photo or a note. One side at a time, in a fixed order;
 * a side the tenant does not require may be skipped.
 */
export function useWalkAround(id: number, moment: TripMoment, reports: ConditionReportsResponse | null, onlySide: VehicleSide | null = null) {
  const [skipped, setSkipped] = useState<ReadonlySet<VehicleSide>>(new Set())
  const [savedDuring, setSavedDuring] = useState(false)
  const done = sidesDone(reports?.condition_reports ?? [], moment)
  const mode = reports?.damage_report_mode ?? 'none'
  const side: VehicleSide | null = onlySide ? (savedDuring ? null : onlySide) : reports ? nextSide(done, skipped) : null
  const mutation = useMutation(
    {
      mutationFn: (input: { side: VehicleSide; note: string; photo: File | null }) => postConditionReport(id, { moment, ...input }),
      onSuccess: () => {
        if (onlySide) setSavedDuring(true)
        void queryClient.invalidateQueries({ queryKey: tripKeys.reports(id) })
        void queryClient.invalidateQueries({ queryKey: tripKeys.state(id) })
      },
      onError: notifyApiError,
    },
    queryClient,
  )
  return {
    side,
    mode,
    done,
    required: side !== null && isRequiredSide(side, mode),
    knownDamages: side && reports ? (reports.known_damages[side] ?? []) : [],
    save: (note: string, photo: File | null) =>
      side
        ? mutation.mutateAsync({ side, note, photo }).then(
            () => true,
            () => false,
          )
        : Promise.resolve(false),
    saving: mutation.isPending,
    skip: () => side && setSkipped((s) => new Set([...s, side])),
    /** Every side the moment needs is in (the start or end may go on). */
    complete: (reports?.required[moment === 'end' ? 'end' : 'start'].missing_sides.length ?? 1) === 0,
  }
}
