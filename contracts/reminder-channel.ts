import { z } from 'zod'

/**
 * How a member wants booking reminders: by e-mail only, by SMS only, or none. Null: as the tenant
 * sends them (its `reminders` settings). A choice narrows the tenant's channels, never adds one the
 * tenant does not send (an operator without SMS sends no SMS reminder to anyone).
 */
export const REMINDER_CHANNELS = ['email', 'sms', 'none'] as const
export const ReminderChannelSchema = z.enum(REMINDER_CHANNELS)
export type ReminderChannel = z.infer<typeof ReminderChannelSchema>

/** The channels a reminder goes by for one member. */
export function reminderChannels(tenant: { email: boolean; sms: boolean }, choice: ReminderChannel | null): { email: boolean; sms: boolean } {
  return {
    email: tenant.email && (choice === null || choice === 'email'),
    sms: tenant.sms && (choice === null || choice === 'sms'),
  }
}

/**
 * The choice left when the member turns one channel off ("plus de rappels par SMS"): from the
 * operator's default, the other channel only; from that channel only, none; any other choice already
 * leaves it out and stays.
 */
export function reminderChannelWithout(current: ReminderChannel | null, off: 'email' | 'sms'): ReminderChannel {
  const other = off === 'sms' ? 'email' : 'sms'
  if (current === null) return other
  if (current === off) return 'none'
  return current
}
