import { useMemo, useState, type FormEvent } from 'react'
import type { DriverField } from '@contracts/user'
import { i18n } from '@/i18n'
import { storedDriverValue } from '@/lib/forms/driver-fields'
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid'
import { useCurrentUser } from '@/lib/session'
import { useTenant } from '@/lib/tenant'
import { saveProfile } from './actions'
import { isoToDisplay, profileBody, profileFields, validateProfile, type ProfileErrors, type ProfileValues } from './profile-form'

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
      const raw = storedDriverValue(user, f.name)
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
    const names = fields.map((f) => f.name)
    if (focusFirstInvalid(names, (name) => Boolean(errors[name]), inputId)) return
    setSaving(true)
    const result = await saveProfile(profileBody(values, baseline, fields, tenant.date_format))
    setSaving(false)
    if (result.ok) {
      setBaseline(values)
      setServerErrors({})
      return
    }
    setServerErrors(result.fields)
    focusFirstInvalid(names, (name) => Boolean(result.fields[name]), inputId)
  }

  return { fields, values, setValue, errorOf, inputId, submit, saving, dirty, editable: flags.profileEdition, dateFormat: tenant.date_format, email: user?.email ?? '' }
}
