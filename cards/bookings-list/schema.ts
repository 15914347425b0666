import { z } from 'zod'

/** Bookings list card: the lists a scope names (intent list_bookings). */
export const BookingsListCardPropsSchema = z.object({
  scope: z.enum(['upcoming', 'in_progress', 'history', 'carpoolings']).nullable(),
})
export type BookingsListCardProps = z.infer<typeof BookingsListCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'bookings-list': BookingsListCardProps
  }
}
