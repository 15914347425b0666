import { z } from 'zod'

/** Rebooking card ("la même que samedi dernier", "comme d'habitude"): which earlier booking to make again. */
export const RebookCardPropsSchema = z.object({ weekday: z.number().int().min(0).max(6).nullable(), usual: z.boolean() })
export type RebookCardProps = z.infer<typeof RebookCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    rebook: RebookCardProps
  }
}
