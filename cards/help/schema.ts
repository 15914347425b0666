import { z } from 'zod'

/** The tenant's contents, the current terms (which rentals are under), and the account deletion guide. */
export const HELP_TOPICS = ['faq', 'contact', 'terms', 'privacy', 'delete-account'] as const
export type HelpTopic = (typeof HELP_TOPICS)[number]

/** Help card: one topic's content, or the list of topics when none was asked. */
export const HelpCardPropsSchema = z.object({ topic: z.enum(HELP_TOPICS).nullable() })
export type HelpCardProps = z.infer<typeof HelpCardPropsSchema>
