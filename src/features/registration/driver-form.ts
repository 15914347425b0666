import { z } from 'zod'
import { DATE_FIELDS, LICENCE_FIELDS, PERSONAL_FIELDS, type DriverField } from '@contracts/user'
import type { Tenant } from '@contracts/tenant'
import { driverAutoComplete } from '@/lib/forms/driver-fields'
import { isoToTenantDate, parseTenantDate, type DateFormat } from '@/lib/forms/tenant-date'
import type { DetailsStep } from './signup-steps'

export interface DriverFormField {
  name: DriverField
  required: boolean
  kind: 'text' | 'date'
  autoComplete?: string
}

const GROUP: Record<DetailsStep, readonly DriverField[]> = { personalDetails: PERSONAL_FIELDS, licenseDetails: LICENCE_FIELDS }

/**
 * The fields of a details step (spec section 5): shown if in the tenant's driver_fields, required
 * if also in required_driver_fields. The phone number has its own step (an SMS confirms it).
 */
export function detailsFieldsOf(step: DetailsStep, tenant: Pick<Tenant, 'driver_fields' | 'required_driver_fields'>): DriverFormField[] {
  return GROUP[step]
    .filter((name) => tenant.driver_fields.includes(name))
    .map((name) => ({
      name,
      required: tenant.required_driver_fields.includes(name),
      kind: DATE_FIELDS.includes(name) ? 'date' : 'text',
      autoComplete: driverAutoComplete(name),
    }))
}

export type DriverFormValues = Partial<Record<DriverField, string>>
/** Error keys of the `errors` namespace: mandatory, invalid-format, invalid-date, invalid-phone. */
export type DriverFormErrors = Partial<Record<DriverField, string>>

/** The form's starting values from the member's account, dates shown in the tenant's format. */
export function initialDetailsValues(fields: readonly DriverFormField[], user: Partial<Record<DriverField, string | null>> | null, format: DateFormat): DriverFormValues {
  const values: DriverFormValues = {}
  for (const field of fields) {
    const stored = user?.[field.name] ?? null
    values[field.name] = field.kind === 'date' ? isoToTenantDate(stored, format) : (stored ?? '')
  }
  return values
}

/** The rule of spec section 5 on one field: mandatory when required and blank; a date strict in the tenant's format. */
function fieldError(field: DriverFormField, raw: string | undefined, format: DateFormat): string | undefined {
  const value = (raw ?? '').trim()
  if (!value) return field.required ? 'mandatory' : undefined
  if (field.kind !== 'date') return undefined
  const check = parseTenantDate(value, format)
  return check.ok ? undefined : check.error
}

/** The rules of spec section 5 on each field: mandatory when required and blank; dates strict in the tenant's format. */
export function validateDetails(fields: readonly DriverFormField[], values: DriverFormValues, format: DateFormat): DriverFormErrors {
  const errors: DriverFormErrors = {}
  for (const field of fields) {
    const error = fieldError(field, values[field.name], format)
    if (error) errors[field.name] = error
  }
  return errors
}

/** The same rules as a zod schema of the step's form (messages are `errors` keys). */
export function detailsSchemaOf(fields: readonly DriverFormField[], format: DateFormat) {
  const shape: Partial<Record<DriverField, z.ZodType<string>>> = {}
  for (const field of fields) {
    shape[field.name] = z.string().superRefine((value, ctx) => {
      const error = fieldError(field, value, format)
      if (error) ctx.addIssue({ code: 'custom', message: error })
    })
  }
  return z.object(shape as Record<string, z.ZodType<string>>)
}

/** The PUT /user body: every shown field (blank as null), dates as YYYY-MM-DD. Call after validateDetails. */
export function detailsBody(fields: readonly DriverFormField[], values: DriverFormValues, format: DateFormat): { user: Partial<Record<DriverField, string | null>> } {
  const user: Partial<Record<DriverField, string | null>> = {}
  for (const field of fields) {
    const value = (values[field.name] ?? '').trim()
    if (!value) user[field.name] = null
    else if (field.kind === 'date') {
      const check = parseTenantDate(value, format)
      user[field.name] = check.ok ? check.iso : value
    } else user[field.name] = value
  }
  return { user }
}

const SERVER_CODES: Record<string, string> = {
  FIELD_REQUIRED: 'mandatory',
  INVALID_DATE: 'invalid-date',
  INVALID_FORMAT: 'invalid-format',
  INVALID_PHONE: 'invalid-phone',
}

/** The server's field errors (`user.<field>`) as the form's messages; the others stay general. */
export function serverFieldErrors(entries: ReadonlyArray<{ code: string; field?: string }>): { fields: DriverFormErrors; others: number } {
  const fields: DriverFormErrors = {}
  let others = 0
  for (const entry of entries) {
    const name = entry.field?.replace(/^user\./, '') as DriverField | undefined
    const key = SERVER_CODES[entry.code]
    if (name && key) fields[name] = key
    else others += 1
  }
  return { fields, others }
}
