import { useMemo, useState, type ChangeEvent } from 'react'
import { z } from 'zod'
import type { DriverField } from '@contracts/user'
import { i18n } from '@/i18n'
import { storedDriverValue } from '@/lib/forms/driver-fields'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { useCurrentUser } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { saveProfile } from './actions'
import { isoToTenantDate, maskDate, type DateFormat } from '@/lib/forms/tenant-date'
import { profileBody, profileFields, validateProfile, type ProfileField, type ProfileValues } from './profile-form'

/** The account details' rules (validateProfile) as a zod schema; messages are `errors` keys. */
function profileSchemaOf(fields: readonly ProfileField[], dateFormat: DateFormat) {
  const shape: Record<string, z.ZodType<string>> = {}
  for (const field of fields) {
    shape[field.name] = z.string().superRefine((value, ctx) => {
      const error = validateProfile({ [field.name]: value }, [field], dateFormat)[field.name]
      if (error) ctx.addIssue({ code: 'custom', message: error })
    })
  }
  return z.object(shape)
}

/**
 * account/details on react-hook-form: the driver fields the tenant shows, required as it says, dates
 * in its format; editable only when the tenant lets drivers edit (else the fleet manager does). The
 * phone is apart: its change goes through the SMS step. Errors show from the first submit on; the
 * server's land on their fields until they change.
 */
export function useProfileForm() {
  const user = useCurrentUser()
  const { tenant, flags } = useTenant()
  const dateFormat = tenant.date_format
  const fields = useMemo(() => profileFields(tenant.driver_fields, tenant.required_driver_fields).filter((f) => f.kind !== 'phone'), [tenant])
  const schema = useMemo(() => profileSchemaOf(fields, dateFormat), [fields, dateFormat])
  const [baseline, setBaseline] = useState<ProfileValues>(() => {
    const out: ProfileValues = {}
    for (const f of fields) {
      const raw = storedDriverValue(user, f.name)
      out[f.name] = f.kind === 'date' ? isoToTenantDate(raw, dateFormat) : (raw ?? '')
    }
    return out
  })
  const form = useSchemaForm(schema, baseline as Record<string, string>, { mode: 'onSubmit' })
  const values = form.watch() as ProfileValues
  const dirty = Object.keys(profileBody(values, baseline, fields, dateFormat)).length > 0

  /** The field's message: the server's own words, or the rule's `errors` key translated. */
  const errorOf = (name: DriverField): string | null => {
    const error = form.formState.errors[name]
    if (!error?.message) return null
    return error.type === 'server' ? String(error.message) : i18n.t(`errors:${String(error.message)}`)
  }

  const field = (name: DriverField, describedBy?: string) => {
    const props = form.field(name, describedBy)
    const kind = fields.find((f) => f.name === name)?.kind
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        if (kind === 'date') event.target.value = maskDate(event.target.value, dateFormat)
        return props.onChange(event)
      },
    }
  }

  const submit = form.handleSubmit(async (sent) => {
    const result = await saveProfile(profileBody(sent as ProfileValues, baseline, fields, dateFormat))
    if (result.ok) {
      setBaseline(sent as ProfileValues)
      return
    }
    form.showServerErrors(
      result.fields as Partial<Record<DriverField, string>>,
      fields.map((f) => f.name),
    )
  })

  return {
    fields,
    field,
    errorOf,
    errorId: form.errorId,
    inputId: form.fieldId,
    submit,
    saving: form.submitting,
    dirty,
    editable: flags.profileEdition,
    dateFormat,
    email: user?.email ?? '',
  }
}
