import { z } from 'zod'

/** What a request will do, and a link to the classic screen that does it (until it has its card). */
export const ClassicScreenCardPropsSchema = z.object({
  /** The intent name; the card's title and text are translated from it. */
  intent: z.string(),
  /** Path of the classic screen, relative to the app's base path. */
  path: z.string().startsWith('/'),
  /** Why the chat cannot do it itself: not yet in the chat, member only, or off for this tenant. */
  reason: z.enum(['screen', 'member-only', 'disabled']).default('screen'),
  /** What the assistant understood, as label and value pairs already in words. */
  details: z.array(z.object({ label: z.string(), value: z.string() })).default([]),
})
export type ClassicScreenCardProps = z.infer<typeof ClassicScreenCardPropsSchema>
