import { z } from 'zod'

export const INCIDENT_KINDS = ['accident', 'breakdown', 'theft', 'other'] as const

/**
 * Incident card (dialogues contract rule 9, "j'ai eu un accident"): the operator's emergency number
 * first, as a link that calls it, then the public emergency services and what to do next. The
 * numbers are the tenant's as GET /tenant served them when the driver asked (contracts/contact-rules.ts).
 */
export const IncidentCardPropsSchema = z.object({
  kind: z.enum(INCIDENT_KINDS),
  /** The operator's emergency line, else its support line; null when the tenant gives neither. */
  phone: z.string().max(40).nullable(),
  /** The public emergency services' number of the tenant's country (911, 112). */
  services: z.string().max(10),
})
export type IncidentCardProps = z.infer<typeof IncidentCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    incident: IncidentCardProps
  }
}
