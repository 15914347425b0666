import { z } from 'zod'
import { ReminderChannelSchema, ReminderTimingSchema } from '@contracts/reminder-channel'

/**
 * Reminder preference card (intent set_reminders): the channel said ("par e-mail seulement": email,
 * "stop reminders": none), or, with `stop`, the channel turned off, which the card weighs against the
 * member's current choice; `timing`, the reminder named (before the start, before the end), asked for
 * alone or, with `stop`, turned off. Neither said: the card offers every channel.
 */
export const AccountRemindersCardPropsSchema = z.object({
  channel: ReminderChannelSchema.nullable(),
  stop: z.boolean(),
  // Absent from the cards of conversations kept from before moments could be chosen.
  timing: ReminderTimingSchema.nullable().optional(),
})
export type AccountRemindersCardProps = z.infer<typeof AccountRemindersCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'account-reminders': AccountRemindersCardProps
  }
}
