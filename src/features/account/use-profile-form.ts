import { useMemo, useState, type FormEvent } from 'react'
import type { DriverField } from '@contracts/user'
import { i18n } from '@/i18n'
import { useCurrentUser, type ClientUser } from '@/lib/session'
import { useTenant } from '@/lib/tenant'
import { saveProfile } from './actions'
import { isoToDisplay, profileBody, profileFields, validateProfile, type ProfileErrors, type ProfileValues } from './profile-form'

const CLIENT_KEYS: Record<DriverField, keyof ClientUser> = {
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
 * account/details: the driver fields the tenant shows, required as it says, dates in its format;
 * editable only when the tenant lets drivers edit (else the fleet manager does). The phone is
 * apart: its change goes through the SMS step.
 */
export function useProfileForm(formId: string) {
  const user = useCurrentUser()
  const { tenant, flags } = useTenant()
  const fields = useMemo(() => profileFields(tenant.driver_fields, tenant.required_driver_fields).filter((f) => f.kind !== 'phone'), [tenant])
  const initial = useMemo<ProfileValues>(() => {
    const out: ProfileValues = {}
    for (const f of fields) {
      const raw = user ? (user[CLIENT_KEYS[f.name]] as string | null) : null
      out[f.name] = f.kind === 'date' ? isoToDisplay(raw, tenant.date_format) : (raw ?? '')
    }
    return out
  }, [fields, user, tenant.date_format])
  const [values, setValues] = useState<ProfileValues>(initial)
  const [baseline, setBaseline] = useState<ProfileValues>(initial)
  const [submitted, setSubmitted] = useState(false)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const errors: ProfileErrors = validateProfile(values, fields, tenant.date_format)
  const inputId = (name: DriverField) => `${formId}-${name}`
  const errorOf = (name: DriverField): string | null => serverErrors[name] || (submitted && errors[name] ? i18n.t(`errors:${errors[name]}`) : null)
  const dirty = Object.keys(profileBody(values, baseline, fields, tenant.date_format)).length > 0

  const setValue = (name: DriverField, value: string) => {
    setValues((v) => ({ ...v, [name]: value }))
    setServerErrors((e) => ({ ...e, [name]: '' }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const first = fields.find((f) => errors[f.name])
    if (first) {
      document.getElementById(inputId(first.name))?.focus()
      return
    }
    setSaving(true)
    const result = await saveProfile(profileBody(values, baseline, fields, tenant.date_format))
    setSaving(false)
    if (result.ok) {
      setBaseline(values)
      setServerErrors({})
      return
    }
    setServerErrors(result.fields)
    const firstServer = fields.find((f) => result.fields[f.name])
    if (firstServer) document.getElementById(inputId(firstServer.name))?.focus()
  }

  return { fields, values, setValue, errorOf, inputId, submit, saving, dirty, editable: flags.profileEdition, dateFormat: tenant.date_format, email: user?.email ?? '' }
}
