import { useState } from 'react'
import type { TripMoment, VehicleSide } from '@contracts/trip'
import { useRemindLater } from './use-remind-later'
import { useTrip } from './use-trip'
import { useTripCommands, type TripCommand } from './use-trip-commands'
import { mayRemindLater } from './trip-rules'

/** The part of the trip open under its actions: one at a time. */
export type TripPart = { kind: 'walk'; moment: TripMoment; side: VehicleSide | null } | { kind: 'extend'; end: string | null } | { kind: 'end' } | null

/** What a sentence asked of the trip card ("déverrouille la voiture", "prolonge de 30 min", "une rayure à l'avant"). */
export type TripIntent = { action: 'start' | 'unlock' | 'lock' | 'end' | 'show' } | { action: 'extend'; end: string | null } | { action: 'report'; side: VehicleSide | null }

function partOf(intent: TripIntent | null): TripPart {
  if (!intent) return null
  if (intent.action === 'extend') return { kind: 'extend', end: intent.end }
  if (intent.action === 'report') return { kind: 'walk', moment: 'during', side: intent.side }
  if (intent.action === 'end') return { kind: 'end' }
  return null
}

/**
 * The trip's behaviour for its views (the screen and the chat card): the trip and what may be
 * done, the part open (the walk around the car, the extension, the end), the commands and the
 * 15-minute reminder. A start or an end that needs the walk around the car opens it first.
 */
export function useTripPanel(rentalId: number, intent: TripIntent | null = null) {
  const trip = useTrip(rentalId)
  const commands = useTripCommands(rentalId)
  const remind = useRemindLater(rentalId)
  const [part, setPart] = useState<TripPart>(() => partOf(intent))

  const missing = (moment: 'start' | 'end') => trip.trip?.required[moment].missing_sides ?? []

  const act = async (command: TripCommand) => {
    if (command === 'start' && missing('start').length > 0) return setPart({ kind: 'walk', moment: 'start', side: null })
    if (command === 'end') {
      if (missing('end').length > 0) return setPart({ kind: 'walk', moment: 'end', side: null })
      setPart({ kind: 'end' })
      return
    }
    await commands.run(command)
  }

  return {
    ...trip,
    commands,
    part,
    open: setPart,
    close: () => setPart(null),
    act,
    confirmEnd: async () => {
      if (await commands.run('end')) setPart(null)
    },
    /** The walk of a moment is done: the start or end it was for goes on. */
    walked: async (moment: TripMoment) => {
      setPart(null)
      if (moment === 'start') await commands.run('start')
      if (moment === 'end') setPart({ kind: 'end' })
    },
    remind: { ...remind, offered: mayRemindLater(trip.trip?.actual_start ?? null, trip.now) && remind.at === null },
  }
}
