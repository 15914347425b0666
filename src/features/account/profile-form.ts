import { DATE_FIELDS, DRIVER_FIELDS, type DriverField } from '@contracts/user'

export type DateFormat = 'DD-MM-YYYY' | 'YYYY-MM-DD'

/** Spec section 5: a field is shown when in the tenant's driver fields, required when also in the required ones. */
export interface ProfileField {
  name: DriverField
  required: boolean
  kind: 'text' | 'date' | 'phone'
}

export function profileFields(driverFields: readonly DriverField[], requiredFields: readonly DriverField[]): ProfileField[] {
  return DRIVER_FIELDS.filter((f) => driverFields.includes(f)).map((name) => ({
    name,
    required: requiredFields.includes(name),
    kind: DATE_FIELDS.includes(name) ? 'date' : name === 'cell_phone' ? 'phone' : 'text',
  }))
}

/** An ISO date of the wire (YYYY-MM-DD) in the tenant's format; anything else is left as it is. */
export function isoToDisplay(iso: string | null, dateFormat: DateFormat): string {
  if (!iso) return ''
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  if (!m) return iso
  return dateFormat === 'YYYY-MM-DD' ? `${m[1]}-${m[2]}-${m[3]}` : `${m[3]}-${m[2]}-${m[1]}`
}

/** A date typed in the tenant's format as an ISO date, strictly (no 31 February), or null. */
export function displayToIso(text: string, dateFormat: DateFormat): string | null {
  const m = dateFormat === 'YYYY-MM-DD' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim()) : /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim())
  if (!m) return null
  const [y, mo, d] = dateFormat === 'YYYY-MM-DD' ? [m[1], m[2], m[3]] : [m[3], m[2], m[1]]
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)))
  const valid = Number(y) >= 1900 && date.getUTCFullYear() === Number(y) && date.getUTCMonth() === Number(mo) - 1 && date.getUTCDate() === Number(d)
  return valid ? `${y}-${mo}-${d}` : null
}

/** The date mask as the driver types: digits only, dashes put in by the format. */
export function maskDate(raw: string, dateFormat: DateFormat): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8)
  const cuts = dateFormat === 'YYYY-MM-DD' ? [4, 6] : [2, 4]
  let out = ''
  for (let i = 0; i < digits.length; i += 1) {
    if (cuts.includes(i)) out += '-'
    out += digits[i]
  }
  return out
}

export type ProfileValues = Partial<Record<DriverField, string>>
/** Error keys of the `errors` namespace by field. */
export type ProfileErrors = Partial<Record<DriverField, string>>

/** Spec section 5: mandatory, invalid date (tenant format, strict), invalid phone. */
export function validateProfile(values: ProfileValues, fields: readonly ProfileField[], dateFormat: DateFormat): ProfileErrors {
  const errors: ProfileErrors = {}
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim()
    if (!value) {
      if (field.required) errors[field.name] = 'mandatory'
      continue
    }
    if (field.kind === 'date' && displayToIso(value, dateFormat) === null) errors[field.name] = 'invalid-date'
    if (field.kind === 'phone' && !/^\+?[\d\s.\-()]{8,20}$/.test(value)) errors[field.name] = 'invalid-phone'
  }
  return errors
}

/**
 * The PUT /user body: only fields that changed, dates on the wire as ISO dates, blanks as null.
 * The phone is left out: its change goes through the SMS step.
 */
export function profileBody(values: ProfileValues, initial: ProfileValues, fields: readonly ProfileField[], dateFormat: DateFormat): Partial<Record<DriverField, string | null>> {
  const body: Partial<Record<DriverField, string | null>> = {}
  for (const field of fields) {
    if (field.kind === 'phone') continue
    const value = (values[field.name] ?? '').trim()
    if (value === (initial[field.name] ?? '').trim()) continue
    body[field.name] = value === '' ? null : field.kind === 'date' ? displayToIso(value, dateFormat) : value
  }
  return body
}

/** The number typed differs from the confirmed one: its change needs an SMS code. */
export function phoneChanged(typed: string | undefined, current: string | null): boolean {
  const compact = (s: string) => s.replace(/[\s.\-()]/g, '')
  const value = compact(typed ?? '')
  return value !== '' && value !== compact(current ?? '')
}

/** Spec section 5: the SMS code is 6 digits. */
export function isSmsCode(code: string): boolean {
  return /^\d{6}$/.test(code)
}

/**
 * A number as the server stores it (E.164): kept when it starts with + or 00; ten digits in Canada
 * or the United States take +1; a French 0 and nine digits take +33. Anything else is sent as typed
 * for the server to judge.
 */
export function toE164(raw: string, country: string): string {
  const compact = raw.replace(/[\s.\-()]/g, '')
  if (compact.startsWith('+')) return compact
  if (compact.startsWith('00')) return `+${compact.slice(2)}`
  const c = country.toUpperCase()
  if ((c === 'CA' || c === 'US') && /^\d{10}$/.test(compact)) return `+1${compact}`
  if ((c === 'CA' || c === 'US') && /^1\d{10}$/.test(compact)) return `+${compact}`
  if (c === 'FR' && /^0\d{9}$/.test(compact)) return `+33${compact.slice(1)}`
  return compact
}
