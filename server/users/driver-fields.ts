import { normalisePhone } from '@contracts/phone-format'
import { DATE_FIELDS, DRIVER_FIELDS, type DriverField } from '@contracts/user'
import type { UserRow } from '../db/schema'
import { type ApiError, ApiErrors, badRequest } from '../errors'
import type { TenantSettings } from '../tenants/settings'

/** Strict calendar date in ISO form (the wire format of date fields; the app shows the tenant's format). */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

export type DriverFieldValues = Partial<Record<DriverField, string | null>>

/**
 * Validates the driver fields of a PUT /user body against the tenant: only its driver_fields may be
 * sent; required ones may not be emptied; dates are ISO dates; the phone is read as the SMS code
 * reads it (contracts/phone-format.ts: E.164, 00 or the national form of the tenant's country) and
 * stored in E.164, so a number the profile accepts is one a code can be texted to.
 * Returns the values to store (blank -> null) or throws every field error at once.
 */
export function validateDriverFields(input: Partial<Record<DriverField, string | null | undefined>>, settings: TenantSettings): DriverFieldValues {
  const errors: ApiError[] = []
  const values: DriverFieldValues = {}
  for (const field of DRIVER_FIELDS) {
    if (!(field in input) || input[field] === undefined) continue
    const path = `user.${field}`
    if (!settings.driver_fields.includes(field)) {
      errors.push(
        badRequest('bad_request', path, { fr: `${path} : ce champ n'est pas un champ conducteur de cette plateforme`, en: `${path}: not a driver field of this platform` }),
      )
      continue
    }
    const raw = input[field]
    const value = raw === null ? null : raw.trim() === '' ? null : raw.trim()
    if (value === null) {
      if (settings.required_driver_fields.includes(field)) errors.push(badRequest('FIELD_REQUIRED', path))
      else values[field] = null
      continue
    }
    if (DATE_FIELDS.includes(field) && !isIsoDate(value)) {
      errors.push(badRequest('INVALID_DATE', path))
      continue
    }
    if (field === 'cell_phone') {
      const phone = normalisePhone(value, settings.iso3166)
      if (!phone) errors.push(badRequest('INVALID_PHONE', path))
      else values[field] = phone
      continue
    }
    values[field] = value
  }
  if (errors.length) throw errors.length === 1 ? errors[0] : new ApiErrors(errors)
  return values
}

/** Required fields of a group (personal or licence) still empty on the user: FIELD_REQUIRED for each. */
export function missingRequired(user: Pick<UserRow, DriverField>, group: readonly DriverField[], settings: TenantSettings): ApiError[] {
  return group
    .filter((f) => settings.required_driver_fields.includes(f) && settings.driver_fields.includes(f))
    .filter((f) => user[f] === null || user[f] === '')
    .map((f) => badRequest('FIELD_REQUIRED', `user.${f}`))
}
