// Without zod, like card-rules.ts: the sign-up and account screens load it on their first paint.

/** The offline provider's card form (GET /stripe_key says provider "offline"): number, expiry, CVC, billing name. */
export interface CardEntryValues {
  number: string
  expiry: string
  cvc: string
  billingName: string
}

export const EMPTY_CARD_ENTRY: CardEntryValues = { number: '', expiry: '', cvc: '', billingName: '' }

/** What is wrong with a field; each screen says it in its own words (its i18n namespace). */
export type CardEntryProblem = 'mandatory' | 'number' | 'expiry' | 'expired' | 'cvc'
export type CardEntryProblems = Partial<Record<keyof CardEntryValues, CardEntryProblem>>

const digitsOf = (s: string) => s.replace(/\D/g, '')

/** The Luhn checksum every card number carries; `digits` holds digits only. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

/** A card number has 12 to 19 digits and passes Luhn: what the browser and the offline provider both check. */
export function isCardNumber(digits: string): boolean {
  return /^\d{12,19}$/.test(digits) && passesLuhn(digits)
}

/** Groups of four digits as the driver types (at most 19 digits). */
export function groupCardNumber(raw: string): string {
  return digitsOf(raw)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** MM/YY as the driver types. */
export function maskExpiry(raw: string): string {
  const digits = digitsOf(raw).slice(0, 4)
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits
}

/** Month and four-digit year of an MM/YY (or MM/YYYY) expiry, or null. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const m = /^(\d{2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim())
  if (!m) return null
  const month = Number(m[1])
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2])
  return month >= 1 && month <= 12 ? { month, year } : null
}

/**
 * The checks the browser can make before the provider is asked (which still decides: declined
 * cards). `now` is the driver's local date: a card is valid through the last day of its expiry month.
 */
export function checkCardEntry(values: CardEntryValues, now: Date): CardEntryProblems {
  const problems: CardEntryProblems = {}
  const digits = digitsOf(values.number)
  if (!digits) problems.number = 'mandatory'
  else if (!isCardNumber(digits)) problems.number = 'number'
  const expiry = parseExpiry(values.expiry)
  if (!values.expiry.trim()) problems.expiry = 'mandatory'
  else if (!expiry) problems.expiry = 'expiry'
  else if (expiry.year * 12 + expiry.month < now.getFullYear() * 12 + now.getMonth() + 1) problems.expiry = 'expired'
  if (!values.cvc.trim()) problems.cvc = 'mandatory'
  else if (!/^\d{3,4}$/.test(values.cvc.trim())) problems.cvc = 'cvc'
  if (!values.billingName.trim()) problems.billingName = 'mandatory'
  return problems
}

/** POST /user/offline_payment_methods body. */
export function offlineCardBody(values: CardEntryValues) {
  const expiry = parseExpiry(values.expiry)
  return {
    offline_payment_method: {
      number: digitsOf(values.number),
      exp_month: expiry?.month ?? 0,
      exp_year: expiry?.year ?? 0,
      cvc: values.cvc.trim(),
      billing_name: values.billingName.trim(),
    },
  }
}

/** Which form field a provider error names (`offline_payment_method.exp_year` -> expiry). */
export function cardFieldOfServerError(field: string | undefined): keyof CardEntryValues | null {
  const name = field?.replace(/^offline_payment_method\./, '')
  if (name === 'number') return 'number'
  if (name === 'exp_month' || name === 'exp_year') return 'expiry'
  if (name === 'cvc') return 'cvc'
  if (name === 'billing_name') return 'billingName'
  return null
}
