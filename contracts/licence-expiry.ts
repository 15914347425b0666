// The licence's expiry rule, without zod: the chat's first load reads it for its greeting.

/** A licence is warned about (e-mail, account screen) this many days before it expires. */
export const LICENCE_WARNING_DAYS = 30

const addDays = (ymd: string, days: number): string => new Date(Date.parse(`${ymd}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** The last expiry date warned about on `today`: a licence expiring on it or before (and not yet) is expiring. Both yyyy-MM-dd. */
export const licenceWarningHorizon = (today: string): string => addDays(today, LICENCE_WARNING_DAYS)

/**
 * The one rule of a licence's expiry as the member is told it (e-mail, greeting, My documents):
 * expired once its day has passed, expiring from LICENCE_WARNING_DAYS before it, else nothing.
 * `expiresOn` (a date, or an instant whose day is kept) and `today` are the operator's calendar days.
 */
export function licenceExpiry(expiresOn: string | null, today: string): 'expiring' | 'expired' | null {
  const day = expiresOn?.slice(0, 10) ?? ''
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  if (day < today) return 'expired'
  return day <= licenceWarningHorizon(today) ? 'expiring' : null
}
