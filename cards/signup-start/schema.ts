import { z } from 'zod'

/** Start or resume registration; the step comes from the session when the card renders. */
export const SignupStartCardPropsSchema = z.object({ mode: z.enum(['start', 'resume']) })
export type SignupStartCardProps = z.infer<typeof SignupStartCardPropsSchema>
