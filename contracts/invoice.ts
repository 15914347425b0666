import { z } from 'zod'
import { IdSchema, InstantSchema, MoneySchema, PageMetaSchema, PageQuerySchema } from './common'
import { RentalStatusSchema } from './rental'

/**
 * GET /user/invoices (DECISIONS.md): the member's invoices, newest first, each with the rental it
 * charges as the booking screens name it. What the chat's invoices card lists; a receipt screen
 * (/account/bookings/{rental id}) shows the rest.
 */
export const InvoiceRentalSchema = z.object({
  id: IdSchema,
  status: RentalStatusSchema,
  start_date: InstantSchema,
  end_date: InstantSchema,
  vehicle_name: z.string().nullable(),
  station_name: z.string().nullable(),
})

export const InvoiceSchema = z.object({
  id: IdSchema,
  amount: MoneySchema,
  /** pending: not charged yet (or the charge was refused, tried again); paid; refunded (by the operator, after it was paid). */
  status: z.enum(['pending', 'paid', 'refunded']),
  created_at: InstantSchema,
  paid_at: InstantSchema.nullable(),
  /**
   * True while the invoice is pending after the driver's card refused its charge: the driver is
   * told (e-mail, SMS, the chat's greeting) to add a valid card; the charge is tried again by itself.
   */
  charge_refused: z.boolean(),
  /** Null for an invoice of no rental (written by the back office). */
  rental: InvoiceRentalSchema.nullable(),
})
export type Invoice = z.infer<typeof InvoiceSchema>

export const InvoicesResponseSchema = z.object({ invoices: z.array(InvoiceSchema), meta: PageMetaSchema })
export const InvoicesQuerySchema = PageQuerySchema

// Apart from the schemas, so that the chat's first screen reads it without them.
export { refusedChargeOf } from './refused-charge'
