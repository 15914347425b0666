import { z } from 'zod'
import { VEHICLE_SIDES } from '@contracts/trip'

export const TRIP_CARD_ACTIONS = ['show', 'start', 'unlock', 'lock', 'extend', 'report', 'end'] as const

/**
 * Trip card: the trip of a rental (in progress, or the next one) with its actions, and what the
 * sentence asked first ("déverrouille la voiture", "prolonge de 30 min", "une rayure à l'avant").
 * The card never sends a command by itself: a card shown again (a reload) must not unlock a car;
 * the asked action is its first button.
 */
export const TripCardPropsSchema = z.object({
  /** null: the member's rental in progress, else the next one, as the card finds it. */
  rentalId: z.number().int().positive().nullable(),
  action: z.enum(TRIP_CARD_ACTIONS),
  /** extend: the end asked (ISO 8601), priced before any button; null lets the driver choose. */
  end: z.string().max(40).nullable().default(null),
  /** report: the side named. */
  side: z.enum(VEHICLE_SIDES).nullable().default(null),
})
export type TripCardProps = z.infer<typeof TripCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    trip: TripCardProps
  }
}
