import type { Slots } from '../../dialog/intent-types'

export type Which = 'next' | 'current' | 'last' | null
export type Scope = 'upcoming' | 'in_progress' | 'history' | 'carpoolings' | null

const oneOf = <T extends string>(value: unknown, allowed: readonly T[]): T | null =>
  typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null
const isoDay = (value: unknown) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null)
const instant = (value: unknown) => (typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null)

/** The booking a sentence names (intent contract: which, date). */
export function targetOf(slots: Slots): { rentalId: null; which: Which; date: string | null } {
  return { rentalId: null, which: oneOf(slots.which, ['next', 'current', 'last'] as const), date: isoDay(slots.date) }
}

/** The new times of modify_booking, as the engine gave them (ISO with the tenant's offset). */
export function newTimesOf(slots: Slots): { startDate: string | null; endDate: string | null } {
  return { startDate: instant(slots.startDate), endDate: instant(slots.endDate) }
}

export function scopeOf(slots: Slots): Scope {
  return oneOf(slots.scope, ['upcoming', 'in_progress', 'history', 'carpoolings'] as const)
}

export function enabledOf(slots: Slots): boolean | null {
  return typeof slots.enabled === 'boolean' ? slots.enabled : null
}

/** The reminder channel said ("par e-mail seulement", "stop reminders"), the moment named ("avant la fin"), and whether it is turned off. */
export function remindersOf(slots: Slots): { channel: 'email' | 'sms' | 'none' | null; stop: boolean; timing: 'start' | 'end' | null } {
  return { channel: oneOf(slots.channel, ['email', 'sms', 'none'] as const), stop: slots.stop === true, timing: oneOf(slots.timing, ['start', 'end'] as const) }
}

export function paymentActionOf(slots: Slots): 'add' | 'list' | null {
  return oneOf(slots.action, ['add', 'list'] as const)
}
