/** The offline provider's card form (GET /stripe_key says provider "offline"): number, expiry, CVC, billing name. */
export interface CardFormValues {
  number: string
  expiry: string
  cvc: string
  billingName: string
}

export const EMPTY_CARD_FORM: CardFormValues = { number: '', expiry: '', cvc: '', billingName: '' }

/** Error keys: the `errors` namespace's mandatory, or `account:cards.errors.*`. */
export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>

const digitsOf = (s: string) => s.replace(/\D/g, '')

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0
  let double = false
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let d = digits.charCodeAt(i) - 48
    if (double) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
    double = !double
  }
  return digits.length > 0 && sum % 10 === 0
}

/** "4242 4242 4242 4242" as typed, 19 digits at most. */
export function groupCardNumber(raw: string): string {
  return (
    digitsOf(raw)
      .slice(0, 19)
      .match(/.{1,4}/g) ?? []
  ).join(' ')
}

/** "MM/YY" as typed. */
export function maskExpiry(raw: string): string {
  const d = digitsOf(raw).slice(0, 4)
  return d.length <= 2 ? d : `${d.slice(0, 2)}/${d.slice(2)}`
}

export function readExpiry(text: string): { month: number; year: number } | null {
  const m = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(text.trim())
  if (!m) return null
  const month = Number(m[1])
  if (month < 1 || month > 12) return null
  return { month, year: m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]) }
}

/** What the browser can check before the provider is asked (the provider still decides: declined cards). */
export function checkCardForm(values: CardFormValues, today: Date): CardFormErrors {
  const errors: CardFormErrors = {}
  const digits = digitsOf(values.number)
  if (!digits) errors.number = 'errors:mandatory'
  else if (digits.length < 12 || !passesLuhn(digits)) errors.number = 'account:cards.errors.number'
  const expiry = readExpiry(values.expiry)
  if (!values.expiry.trim()) errors.expiry = 'errors:mandatory'
  else if (!expiry) errors.expiry = 'account:cards.errors.expiry'
  else if (expiry.year * 12 + expiry.month < today.getFullYear() * 12 + today.getMonth() + 1) errors.expiry = 'account:cards.errors.expired'
  if (!values.cvc.trim()) errors.cvc = 'errors:mandatory'
  else if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'account:cards.errors.cvc'
  if (!values.billingName.trim()) errors.billingName = 'errors:mandatory'
  return errors
}

export function offlineCardBody(values: CardFormValues) {
  const expiry = readExpiry(values.expiry)
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

/** The form field a provider error names (`offline_payment_method.exp_year` is the expiry). */
export function fieldOfCardError(field: string | undefined): keyof CardFormValues | null {
  const name = field?.split('.').pop()
  if (name === 'number') return 'number'
  if (name === 'exp_month' || name === 'exp_year') return 'expiry'
  if (name === 'cvc') return 'cvc'
  if (name === 'billing_name') return 'billingName'
  return null
}
