import { useMemo, useState, type FormEvent } from 'react'
import type { DriverField } from '@contracts/user'
import { ApiError } from '@/lib/api'
import { useCurrentUser } from '@/lib/session'
import { useTenant } from '@/lib/tenant'
import { saveDriverDetails } from './actions'
import { maskDate } from './date-input'
import { detailsBody, detailsFieldsOf, initialDetailsValues, serverFieldErrors, validateDetails, type DriverFormErrors, type DriverFormValues } from './driver-form'
import type { DetailsStep } from './signup-steps'

const USER_FIELD: Record<DriverField, keyof NonNullable<ReturnType<typeof useCurrentUser>>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  birthday_time: 'birthdayTime',
  birthday_location: 'birthdayLocation',
  cell_phone: 'cellPhone',
  address_line1: 'addressLine1',
  address_line2: 'addressLine2',
  address_postal_code: 'addressPostalCode',
  address_locality: 'addressLocality',
  address_state: 'addressState',
  address_country: 'addressCountry',
  driving_licence_number: 'drivingLicenceNumber',
  driving_licence_location: 'drivingLicenceLocation',
  driving_licence_obtaining_time: 'drivingLicenceObtainingTime',
  driving_licence_expiration_time: 'drivingLicenceExpirationTime',
}

/**
 * The personal or licence details step: the tenant's fields, its required ones, dates masked in the
 * tenant's format; errors show once a field was left or the form submitted; the server's field
 * errors land on their fields.
 */
export function useDetailsForm(step: DetailsStep, formId: string) {
  const { tenant } = useTenant()
  const user = useCurrentUser()
  const format = tenant.date_format
  const fields = useMemo(() => detailsFieldsOf(step, tenant), [step, tenant])
  const [values, setValues] = useState<DriverFormValues>(() => {
    const stored = Object.fromEntries(fields.map((f) => [f.name, (user?.[USER_FIELD[f.name]] as string | null | undefined) ?? null]))
    return initialDetailsValues(fields, stored, format)
  })
  const [touched, setTouched] = useState<Partial<Record<DriverField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [serverErrors, setServerErrors] = useState<DriverFormErrors>({})
  const [failure, setFailure] = useState<string[] | null>(null)

  const errors = validateDetails(fields, values, format)
  const errorOf = (name: DriverField): string | undefined => (touched[name] || submitted ? (errors[name] ?? serverErrors[name]) : serverErrors[name])
  const inputId = (name: DriverField) => `${formId}-${name}`

  const setValue = (name: DriverField, raw: string) => {
    const field = fields.find((f) => f.name === name)
    setValues((v) => ({ ...v, [name]: field?.kind === 'date' ? maskDate(raw, format) : raw }))
    setServerErrors((e) => ({ ...e, [name]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const first = fields.find((f) => errors[f.name])
    if (first) {
      document.getElementById(inputId(first.name))?.focus()
      return
    }
    setSubmitting(true)
    setFailure(null)
    const result = await saveDriverDetails(detailsBody(fields, values, format))
    setSubmitting(false)
    if (result.ok) return
    const mapped = result.error instanceof ApiError ? serverFieldErrors(result.error.errors) : { fields: {}, others: 1 }
    setServerErrors(mapped.fields)
    const firstServer = fields.find((f) => mapped.fields[f.name])
    if (firstServer) document.getElementById(inputId(firstServer.name))?.focus()
    if (mapped.others > 0 || !firstServer) setFailure(result.messages)
  }

  return {
    fields,
    format,
    values,
    setValue,
    touch: (name: DriverField) => setTouched((t) => ({ ...t, [name]: true })),
    errorOf,
    inputId,
    submit,
    submitting,
    failure,
  }
}
