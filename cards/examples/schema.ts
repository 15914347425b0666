import { z } from 'zod'

/** Sentences the assistant understands, in the user's language; choosing one sends it. */
export const ExamplesCardPropsSchema = z.object({ examples: z.array(z.string().min(1)).min(1).max(12) })
export type ExamplesCardProps = z.infer<typeof ExamplesCardPropsSchema>
