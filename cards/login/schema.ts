import { z } from 'zod'

/** Login card: e-mail and password, signing in inside the card. */
export const LoginCardPropsSchema = z.object({
  /** Why the login is asked, when another request needs a member (an intent name). */
  reason: z.string().nullable().default(null),
})
export type LoginCardProps = z.infer<typeof LoginCardPropsSchema>
