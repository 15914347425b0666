import { useCallback, useId, useMemo, useState, type FormEvent } from 'react'
import type { z } from 'zod'

type Values = Record<string, string | boolean>

export interface FieldProps {
  id: string
  name: string
  value: string
  onChange: (event: { target: { value: string } }) => void
  onBlur: () => void
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
}

/**
 * A small form state for zod schemas: values, per-field errors (shown once a field was left or
 * the form submitted, or given by the server until the field changes), dirty and submitting flags,
 * and a submit that focuses the first invalid field.
 * Error messages are the schema's messages: keys of the `errors` namespace.
 */
export function useZodForm<V extends Values, Out>(schema: z.ZodType<Out, V>, initial: V) {
  const formId = useId()
  const [values, setValues] = useState<V>(initial)
  const [baseline, setBaseline] = useState<V>(initial)
  const [touched, setTouched] = useState<Partial<Record<keyof V, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  // Errors the server gave a field after a submit (errors keys): shown until that field changes.
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof V, string>>>({})

  const result = useMemo(() => schema.safeParse(values), [schema, values])
  const errors = useMemo(() => {
    const out: Partial<Record<keyof V, string>> = {}
    if (!result.success) {
      for (const issue of result.error.issues) {
        const key = issue.path[0] as keyof V | undefined
        if (key !== undefined && out[key] === undefined) out[key] = issue.message
      }
    }
    return out
  }, [result])

  const fieldId = useCallback((name: keyof V) => `${formId}-${String(name)}`, [formId])
  const errorOf = (name: keyof V): string | undefined => (touched[name] || submitted ? errors[name] : undefined) ?? serverErrors[name]
  const errorId = (name: keyof V) => `${fieldId(name)}-error`

  const setValue = useCallback(<K extends keyof V>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }))
    setServerErrors((e) => (e[name] === undefined ? e : { ...e, [name]: undefined }))
  }, [])

  const field = (name: keyof V & string, describedBy?: string): FieldProps => {
    const error = errorOf(name)
    const ids = [describedBy, error ? errorId(name) : undefined].filter(Boolean).join(' ')
    return {
      id: fieldId(name),
      name,
      value: String(values[name] ?? ''),
      onChange: (event) => setValue(name, event.target.value as V[typeof name]),
      onBlur: () => setTouched((t) => ({ ...t, [name]: true })),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': ids || undefined,
    }
  }

  const isDirty = (Object.keys(values) as (keyof V)[]).some((k) => values[k] !== baseline[k])

  const handleSubmit = (onValid: (data: Out) => Promise<void> | void) => async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (!result.success) {
      const first = Object.keys(errors)[0]
      if (first) document.getElementById(fieldId(first))?.focus()
      return
    }
    setSubmitting(true)
    try {
      await onValid(result.data)
    } finally {
      setSubmitting(false)
    }
  }

  const reset = (next: V = initial) => {
    setValues(next)
    setBaseline(next)
    setTouched({})
    setSubmitted(false)
    setServerErrors({})
  }

  /** Puts the server's field errors on their fields and focuses the first in the form's order; false when none. */
  const showServerErrors = (fieldErrors: Partial<Record<keyof V, string>>): boolean => {
    setServerErrors(fieldErrors)
    const first = (Object.keys(values) as (keyof V)[]).find((name) => fieldErrors[name] !== undefined)
    if (first === undefined) return false
    document.getElementById(fieldId(first))?.focus()
    return true
  }

  return { values, setValue, field, errorOf, errorId, fieldId, isValid: result.success, isDirty, submitting, handleSubmit, reset, showServerErrors }
}
