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

/**
 * Which reminders a member wants: only the one before a booking's start, only the one before its
 * end; null, both (as the tenant sends them, at its `before_start` and `before_end`).
 */
export const REMINDER_TIMINGS = ['start', 'end'] as const
export const ReminderTimingSchema = z.enum(REMINDER_TIMINGS)
export type ReminderTiming = z.infer<typeof ReminderTimingSchema>

/** Whether the member is reminded before this edge of a booking (its start or its end). */
export const remindsBefore = (timing: ReminderTiming | null, edge: ReminderTiming): boolean => timing === null || timing === edge

/** A member's whole reminder preference as GET /user gives it and PUT /user takes it. */
export interface ReminderPreference {
  channel: ReminderChannel | null
  timing: ReminderTiming | null
}

/**
 * The preference asked for by a sentence naming a moment: "avant la fin seulement", "remind me before
 * the end" ask for that one only; "ne me rappelle pas la fin" (`stop`) turns it off, which leaves the
 * other, or no reminder at all when it was the only one left.
 */
export function reminderTimingSaid(current: ReminderPreference, moment: ReminderTiming, stop: boolean): ReminderPreference {
  if (!stop) return { ...current, timing: moment }
  if (current.timing === null) return { ...current, timing: moment === 'start' ? 'end' : 'start' }
  if (current.timing === moment) return { ...current, channel: 'none' }
  return current
}
