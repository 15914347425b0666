/** The offline provider's card form (GET /stripe_key says provider "offline"). */
export interface CardEntryValues {
  number: string
  expiry: string
  cvc: string
  billingName: string
}

export const EMPTY_CARD_ENTRY: CardEntryValues = { number: '', expiry: '', cvc: '', billingName: '' }

/** Error keys of the `registration` namespace (card.errors.*), or the errors namespace's mandatory. */
export type CardEntryErrors = Partial<Record<keyof CardEntryValues, string>>

function luhn(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** Groups of four digits as the visitor types (at most 19 digits). */
export function formatCardNumber(raw: string): string {
  return raw
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ')
}

/** MM/YY as the visitor types. */
export function formatExpiry(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 4)
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

/** The checks the browser can make before the provider is asked (which still decides: declined cards). */
export function validateCardEntry(values: CardEntryValues, now: Date): CardEntryErrors {
  const errors: CardEntryErrors = {}
  const digits = values.number.replace(/\D/g, '')
  if (!digits) errors.number = 'mandatory'
  else if (digits.length < 12 || digits.length > 19 || !luhn(digits)) errors.number = 'card.errors.number'
  const expiry = parseExpiry(values.expiry)
  if (!values.expiry.trim()) errors.expiry = 'mandatory'
  else if (!expiry) errors.expiry = 'card.errors.expiry'
  // A card is valid through the last day of its expiry month.
  else if (expiry.year < now.getFullYear() || (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1)) errors.expiry = 'card.errors.expired'
  if (!values.cvc.trim()) errors.cvc = 'mandatory'
  else if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'card.errors.cvc'
  if (!values.billingName.trim()) errors.billingName = 'mandatory'
  return errors
}

/** POST /user/offline_payment_methods body. */
export function offlineCardBody(values: CardEntryValues) {
  const expiry = parseExpiry(values.expiry)
  return {
    offline_payment_method: {
      number: values.number.replace(/\D/g, ''),
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
