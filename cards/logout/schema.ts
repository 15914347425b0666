import { z } from 'zod'

/** Logout confirmation, then its done state. */
export const LogoutCardPropsSchema = z.object({})
export type LogoutCardProps = z.infer<typeof LogoutCardPropsSchema>
