import { z } from 'zod'

/** Geotracking card: on, off, or not said (intent set_geotracking), for the rental in progress. */
export const BookingsGeotrackingCardPropsSchema = z.object({ enabled: z.boolean().nullable() })
export type BookingsGeotrackingCardProps = z.infer<typeof BookingsGeotrackingCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'bookings-geotracking': BookingsGeotrackingCardProps
  }
}
