import { useEffect, useMemo, useRef, useState, type ChangeEvent } from 'react'
import type { DriverField } from '@contracts/user'
import { ApiError } from '@/core/api'
import { storedDriverValue } from '@/lib/forms/driver-fields'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { forgetFormDraft, formDraftKey, readFormDraft, saveFormDraft } from '@/lib/form-drafts/form-draft-storage'
import { useCurrentUser } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { saveDriverDetails } from './actions'
import { maskDate } from '@/lib/forms/tenant-date'
import { detailsBody, detailsFieldsOf, detailsSchemaOf, initialDetailsValues, serverFieldErrors } from './driver-form'
import type { DetailsStep } from './signup-steps'

/**
 * The personal or licence details step on react-hook-form: the tenant's fields, its required ones,
 * dates masked in the tenant's format; errors show once a field was left or the form submitted; the
 * server's field errors land on their fields. The personal details typed and not sent yet survive a
 * reload (a draft kept by the tab until the submit succeeds); the licence details are not kept,
 * being a document's.
 */
export function useDetailsForm(step: DetailsStep) {
  const { tenant } = useTenant()
  const user = useCurrentUser()
  const format = tenant.date_format
  const fields = useMemo(() => detailsFieldsOf(step, tenant), [step, tenant])
  const schema = useMemo(() => detailsSchemaOf(fields, format), [fields, format])
  const draftKey = step === 'personalDetails' ? formDraftKey('signup-personal-details', tenant.slug, user?.id) : null
  const [initial] = useState(() => {
    const stored = Object.fromEntries(fields.map((f) => [f.name, storedDriverValue(user, f.name)]))
    const draft = draftKey
      ? readFormDraft(
          draftKey,
          fields.map((f) => f.name),
        )
      : null
    return { ...initialDetailsValues(fields, stored, format), ...draft } as Record<string, string>
  })
  const form = useSchemaForm(schema, initial)
  const [failure, setFailure] = useState<string[] | null>(null)

  // Only what the member typed is a draft: the values the account already holds need no copy.
  const typed = useRef(false)
  const { watch } = form
  useEffect(() => {
    if (!draftKey) return
    const subscription = watch((values) => {
      if (typed.current) saveFormDraft(draftKey, values as Record<string, string>)
    })
    return () => subscription.unsubscribe()
  }, [draftKey, watch])

  const field = (name: DriverField, describedBy?: string) => {
    const props = form.field(name, describedBy)
    const kind = fields.find((f) => f.name === name)?.kind
    return {
      ...props,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        typed.current = true
        if (kind === 'date') event.target.value = maskDate(event.target.value, format)
        return props.onChange(event)
      },
    }
  }

  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    const result = await saveDriverDetails(detailsBody(fields, values, format))
    if (result.ok) {
      if (draftKey) forgetFormDraft(draftKey)
      return
    }
    const mapped = result.error instanceof ApiError ? serverFieldErrors(result.error.errors) : { fields: {}, others: 1 }
    const onAField = form.showServerErrors(
      mapped.fields,
      fields.map((f) => f.name),
    )
    if (mapped.others > 0 || !onAField) setFailure(result.messages)
  })

  return { fields, format, field, errorOf: form.errorOf, errorId: form.errorId, inputId: form.fieldId, submit, submitting: form.submitting, failure }
}
