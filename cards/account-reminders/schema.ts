import { z } from 'zod'
import { ReminderChannelSchema } from '@contracts/reminder-channel'

/**
 * Reminder channel card (intent set_reminders): the channel said ("par e-mail seulement": email,
 * "stop reminders": none), or, with `stop`, the channel turned off, which the card weighs against the
 * member's current choice. Null channel: nothing said yet, the card offers every choice.
 */
export const AccountRemindersCardPropsSchema = z.object({ channel: ReminderChannelSchema.nullable(), stop: z.boolean() })
export type AccountRemindersCardProps = z.infer<typeof AccountRemindersCardPropsSchema>

declare module '@cards/kinds' {
  interface CardPropsByKind {
    'account-reminders': AccountRemindersCardProps
  }
}
