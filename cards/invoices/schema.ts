import { z } from 'zod'

/**
 * Invoices card (dialogues contract rule 9, "mes factures", "my receipts"): the member's invoices
 * with the rental each charges, each opening its booking's screen. Without a trip named it lists the
 * newest; with one ("le reçu de ma location Tesla", "my receipt from the 9th") it names that trip's
 * receipt, and `send` ("envoie-moi", "email me") e-mails its PDF once.
 */
export const InvoicesCardPropsSchema = z.object({
  make: z.string().nullable().default(null),
  model: z.string().nullable().default(null),
  /** The trip's start day, yyyy-MM-dd in the tenant's zone. */
  date: z.string().nullable().default(null),
  send: z.boolean().default(false),
})
export type InvoicesCardProps = z.infer<typeof InvoicesCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    invoices: InvoicesCardProps
  }
}
