import { z } from 'zod'
import { IdSchema, InstantSchema } from './common'
import { ChargedCardSchema, PriceBreakdownSchema } from './price-breakdown'

/**
 * The receipt of a finished rental (DECISIONS.md): GET /user/rentals/{id}/receipt, and
 * the same as a PDF at /user/rentals/{id}/receipt.pdf. Its driver only, once the rental is closed
 * and invoiced (server/jobs/definitions/charge-rentals.ts); before that 404.
 */
export const ReceiptSchema = z.object({
  rental_id: IdSchema,
  invoice_number: z.string(),
  issued_at: InstantSchema,
  status: z.enum(['pending', 'paid', 'refunded']),
  paid_at: InstantSchema.nullable(),
  tenant_name: z.string(),
  driver_name: z.string(),
  vehicle: z.object({ make: z.string(), model: z.string(), license_plate: z.string() }).nullable(),
  station: z.object({ name: z.string(), address: z.string() }).nullable(),
  /** The billed window: the reservation, widened to the actual start and return. */
  start: InstantSchema,
  end: InstantSchema,
  /** Distance driven, in the breakdown's unit (null when not recorded). */
  distance: z.number().nullable(),
  breakdown: PriceBreakdownSchema,
  /** The card charged; null while the invoice is pending. */
  card: ChargedCardSchema.nullable(),
})
export type Receipt = z.infer<typeof ReceiptSchema>
export const ReceiptResponseSchema = z.object({ receipt: ReceiptSchema })

/** The number an invoice is quoted by: its year and its id, "2026-000042". */
export const invoiceNumber = (id: number, createdAtMs: number): string => `${new Date(createdAtMs).getUTCFullYear()}-${String(id).padStart(6, '0')}`

/** POST /user/rentals/{id}/receipt/email: the receipt's PDF is on its way to the member's address. */
export const ReceiptMailAnswerSchema = z.object({
  receipt_mail: z.object({ status: z.literal('sent'), to: z.string(), invoice_number: z.string() }),
})
export type ReceiptMailAnswer = z.infer<typeof ReceiptMailAnswerSchema>
