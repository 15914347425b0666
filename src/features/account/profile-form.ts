import { normalisePhone } from '@contracts/phone-format'
import { phoneInputError } from '@contracts/phone-input'
import { DATE_FIELDS, DRIVER_FIELDS, type DriverField } from '@contracts/user'
import { parseTenantDate, type DateFormat } from '@/lib/forms/tenant-date'

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
    // A date of the wrong shape and one that does not exist read the same message here.
    if (field.kind === 'date' && !parseTenantDate(value, dateFormat).ok) errors[field.name] = 'invalid-date'
    if (field.kind === 'phone' && phoneInputError(value)) errors[field.name] = 'invalid-phone'
  }
  return errors
}

/** A typed date as the wire wants it (YYYY-MM-DD), or null when it is none. */
function isoOf(text: string, dateFormat: DateFormat): string | null {
  const date = parseTenantDate(text, dateFormat)
  return date.ok ? date.iso : null
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
    body[field.name] = value === '' ? null : field.kind === 'date' ? isoOf(value, dateFormat) : value
  }
  return body
}

/** The number typed differs from the confirmed one: its change needs an SMS code. */
export function phoneChanged(typed: string | undefined, current: string | null): boolean {
  const compact = (s: string) => s.replace(/[\s.\-()]/g, '')
  const value = compact(typed ?? '')
  return value !== '' && value !== compact(current ?? '')
}

/**
 * A number as the server stores it (E.164), read as the server reads it (contracts' normalisePhone);
 * a number it cannot read is sent as typed, without separators, for the server to judge.
 */
export function toE164(raw: string, country: string): string {
  return normalisePhone(raw, country) ?? raw.replace(/[\s.\-()]/g, '')
}
