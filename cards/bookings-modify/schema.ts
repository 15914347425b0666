import { z } from 'zod'
import { RentalTargetPropsSchema } from '../bookings-shared/target-schema'

/**
 * Modify card: the booking named and the new times the intent engine understood (ISO, or null);
 * `sentence`, when the card answers a typed sentence, is read again once the booking is known, with
 * the booking's start as the follow-up context (a time said without a day is on the booking's day).
 */
export const BookingsModifyCardPropsSchema = RentalTargetPropsSchema.extend({
  startDate: z.iso.datetime({ offset: true }).nullable(),
  endDate: z.iso.datetime({ offset: true }).nullable(),
  /** Running late (dialogues rule 9): the booking's end moved later by this many minutes. */
  extendBy: z
    .number()
    .int()
    .positive()
    .max(24 * 60)
    .nullable()
    .default(null),
  sentence: z
    .object({ text: z.string().max(2000), now: z.iso.datetime({ offset: true }) })
    .nullable()
    .default(null),
})
export type BookingsModifyCardProps = z.infer<typeof BookingsModifyCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'bookings-modify': BookingsModifyCardProps
  }
}
