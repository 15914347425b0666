import { z } from 'zod'

/** Which booking a card is about: an id, or what the sentence said (intent contract: which, date). */
export const RentalTargetPropsSchema = z.object({
  rentalId: z.number().int().positive().nullable(),
  which: z.enum(['next', 'current', 'last', 'soonest']).nullable(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
})
export type RentalTargetProps = z.infer<typeof RentalTargetPropsSchema>
