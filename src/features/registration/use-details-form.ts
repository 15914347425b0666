import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import type { DriverField } from '@contracts/user'
import { ApiError } from '@/lib/api'
import { storedDriverValue } from '@/lib/forms/driver-fields'
import { focusFirstInvalid } from '@/lib/forms/focus-first-invalid'
import { forgetFormDraft, formDraftKey, readFormDraft, saveFormDraft } from '@/lib/form-drafts/form-draft-storage'
import { useCurrentUser } from '@/lib/session'
import { useTenant } from '@/lib/tenant'
import { saveDriverDetails } from './actions'
import { maskDate } from './date-input'
import { detailsBody, detailsFieldsOf, initialDetailsValues, serverFieldErrors, validateDetails, type DriverFormErrors, type DriverFormValues } from './driver-form'
import type { DetailsStep } from './signup-steps'

/**
 * The personal or licence details step: the tenant's fields, its required ones, dates masked in the
 * tenant's format; errors show once a field was left or the form submitted; the server's field
 * errors land on their fields. The personal details typed and not sent yet survive a reload (a
 * draft kept by the tab until the submit succeeds); the licence details are not kept, being a document's.
 */
export function useDetailsForm(step: DetailsStep, formId: string) {
  const { tenant } = useTenant()
  const user = useCurrentUser()
  const format = tenant.date_format
  const fields = useMemo(() => detailsFieldsOf(step, tenant), [step, tenant])
  const draftKey = step === 'personalDetails' ? formDraftKey('signup-personal-details', tenant.slug, user?.id) : null
  const [values, setValues] = useState<DriverFormValues>(() => {
    const stored = Object.fromEntries(fields.map((f) => [f.name, storedDriverValue(user, f.name)]))
    const draft = draftKey ? readFormDraft(draftKey, fields.map((f) => f.name)) : null
    return { ...initialDetailsValues(fields, stored, format), ...draft }
  })
  // Only what the member typed is a draft: the values the account already holds need no copy.
  const typed = useRef(false)
  useEffect(() => {
    if (draftKey && typed.current) saveFormDraft(draftKey, values as Record<string, string>)
  }, [draftKey, values])
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
    typed.current = true
    setValues((v) => ({ ...v, [name]: field?.kind === 'date' ? maskDate(raw, format) : raw }))
    setServerErrors((e) => ({ ...e, [name]: undefined }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    const names = fields.map((f) => f.name)
    if (focusFirstInvalid(names, (name) => Boolean(errors[name]), inputId)) return
    setSubmitting(true)
    setFailure(null)
    const result = await saveDriverDetails(detailsBody(fields, values, format))
    setSubmitting(false)
    if (result.ok) {
      if (draftKey) forgetFormDraft(draftKey)
      return
    }
    const mapped = result.error instanceof ApiError ? serverFieldErrors(result.error.errors) : { fields: {}, others: 1 }
    setServerErrors(mapped.fields)
    const onAField = focusFirstInvalid(names, (name) => Boolean(mapped.fields[name]), inputId)
    if (mapped.others > 0 || !onAField) setFailure(result.messages)
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
