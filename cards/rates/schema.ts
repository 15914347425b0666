import { z } from 'zod'

/**
 * Rates card (dialogues contract rule 9, "combien ça coûte ?"): the tenant's rates per category. The
 * categories said (the engine's catalog ids, the API's ids as strings) narrow it; none shows them all.
 * `period`, when said ("à l'heure", "for a day"), is the rate said first.
 */
export const RatesCardPropsSchema = z.object({
  categories: z.array(z.string().max(64)).max(20),
  period: z.enum(['hour', 'day', 'week']).nullable(),
})
export type RatesCardProps = z.infer<typeof RatesCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    rates: RatesCardProps
  }
}
