import { z } from 'zod'

/**
 * Invoices card (dialogues contract rule 9, "mes factures", "my receipts"): the member's invoices
 * with the rental each charges, each opening its booking's screen. No props: it lists the newest.
 */
export const InvoicesCardPropsSchema = z.object({})
export type InvoicesCardProps = z.infer<typeof InvoicesCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    invoices: InvoicesCardProps
  }
}
