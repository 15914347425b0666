import { useId } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormRegisterReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'

/** What a text input of a schema form spreads: react-hook-form's registration, its id and its error wiring. */
export type FieldProps = UseFormRegisterReturn & {
  id: string
  'aria-invalid': boolean | undefined
  'aria-describedby': string | undefined
}

/**
 * A react-hook-form form on a zod schema whose messages are keys of the `errors` namespace
 * (FormField translates them). Errors show once a field was left or the form submitted, then
 * follow each key; a submit with errors focuses the first invalid field in the form's order.
 * The inputs are uncontrolled: a refused submit (by the schema or the server) keeps what was typed.
 * `onSubmit` holds every error back until the first submit (the account details do).
 */
export function useSchemaForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  { mode = 'onTouched' }: { mode?: 'onTouched' | 'onSubmit' } = {},
) {
  const formId = useId()
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode,
    shouldFocusError: true,
  })
  type Name = Path<z.input<S>>

  const fieldId = (name: Name) => `${formId}-${name}`
  const errorId = (name: Name) => `${fieldId(name)}-error`
  const errorOf = (name: Name): string | undefined => {
    const message = (form.formState.errors as Record<string, { message?: unknown } | undefined>)[name]?.message
    return typeof message === 'string' ? message : undefined
  }

  const field = (name: Name, describedBy?: string): FieldProps => {
    const error = errorOf(name)
    const ids = [describedBy, error ? errorId(name) : undefined].filter(Boolean).join(' ')
    return { ...form.register(name), id: fieldId(name), 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined }
  }

  /** What a FormField or PasswordField of the form takes for a field: its input, its error key and the error's id. */
  const control = (name: Name, describedBy?: string) => ({ field: field(name, describedBy), error: errorOf(name), errorId: errorId(name) })

  /**
   * Puts the server's field errors (errors keys) on their fields, each until its field changes,
   * and focuses the first in the form's order; false when none belongs to a field.
   */
  const showServerErrors = (fieldErrors: Partial<Record<Name, string>>, order: readonly Name[]): boolean => {
    const named = order.filter((name) => fieldErrors[name] !== undefined)
    named.forEach((name, index) => form.setError(name, { type: 'server', message: fieldErrors[name] }, { shouldFocus: index === 0 }))
    return named.length > 0
  }

  return {
    ...form,
    field,
    control,
    errorOf,
    errorId,
    fieldId,
    showServerErrors,
    submitting: form.formState.isSubmitting,
  }
}

export type SchemaForm<S extends z.ZodType<FieldValues, FieldValues>> = ReturnType<typeof useSchemaForm<S>>
