import { z } from 'zod'

/** The language the conversation switched to; `available` is false when the tenant offers one. */
export const LanguageCardPropsSchema = z.object({ lang: z.enum(['fr', 'en']), available: z.boolean() })
export type LanguageCardProps = z.infer<typeof LanguageCardPropsSchema>
