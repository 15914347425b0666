import { useIsMutating, useMutation } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { isApiError, type ApiError } from '@/core/api'
import { queryClient } from '@/core/query/query-client'
import { bookingsKeys } from '../keys'
import type { TripRefusal, TripSummary } from '@contracts/trip'
import { endTripCall, startTripCall, vehicleCommandCall } from './api'
import { tripKeys } from './keys'
import { refusalOf } from './trip-rules'

export type TripCommand = 'start' | 'unlock' | 'lock' | 'end'

/** What the last command did, for the view to say: done, refused with its reason, or failed (no answer). */
export type CommandOutcome =
  { command: TripCommand; kind: 'done' } | { command: TripCommand; kind: 'refused'; refusal: TripRefusal | null; message: string } | { command: TripCommand; kind: 'failed' }

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`)

async function send(id: number, command: TripCommand, key: string): Promise<TripSummary | null> {
  if (command === 'start') await startTripCall(id, key)
  else if (command === 'end') return (await endTripCall(id, key)).summary
  else await vehicleCommandCall(id, command, key)
  return null
}

/**
 * The trip's commands (start, unlock, lock, end), one at a time. Each carries its id: after a
 * failure with no answer (the network dropped) the same command is sent again under the same id,
 * so the vehicle gets it once. A refusal (409) is kept with its reason (too early, report missing,
 * unreachable with the access text and the phone) for the view to say; no toast.
 */
export function useTripCommands(id: number) {
  const pendingKeys = useRef(new Map<TripCommand, string>())
  const [outcome, setOutcome] = useState<CommandOutcome | null>(null)
  const [summary, setSummary] = useState<TripSummary | null>(null)
  const mutation = useMutation(
    {
      mutationKey: tripKeys.command(id),
      mutationFn: ({ command, key }: { command: TripCommand; key: string }) => send(id, command, key),
    },
    queryClient,
  )
  const busy = useIsMutating({ mutationKey: tripKeys.command(id) }, queryClient) > 0

  const run = async (command: TripCommand): Promise<boolean> => {
    const key = pendingKeys.current.get(command) ?? newKey()
    pendingKeys.current.set(command, key)
    setOutcome(null)
    try {
      const ended = await mutation.mutateAsync({ command, key })
      pendingKeys.current.delete(command)
      if (ended) setSummary(ended)
      setOutcome({ command, kind: 'done' })
      return true
    } catch (error) {
      const answered = isApiError(error) && error.status !== 0
      // Answered: the command is settled, a new press is a new command. Unanswered: same id again.
      if (answered) pendingKeys.current.delete(command)
      setOutcome(answered ? { command, kind: 'refused', refusal: refusalOf(error as ApiError), message: (error as ApiError).message } : { command, kind: 'failed' })
      return false
    } finally {
      void queryClient.invalidateQueries({ queryKey: tripKeys.state(id) })
      void queryClient.invalidateQueries({ queryKey: bookingsKeys.all, refetchType: 'active' })
    }
  }
  return { run, busy, outcome, summary, clear: () => setOutcome(null) }
}
