import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import type { FieldProps } from '@/lib/forms/use-schema-form'

interface PasswordFieldProps {
  label: string
  /** useSchemaForm's field: registration, id and error wiring. */
  field: FieldProps
  /** An `errors` namespace key, from useSchemaForm's errorOf. */
  error?: string
  errorId: string
  /** `current-password` where it logs in or proves who changes it, `new-password` where it is chosen. */
  autoComplete: 'current-password' | 'new-password'
  /** The rule of a new password, shown under the label and read with the field. */
  hint?: string
  className?: string
}

/**
 * The labelled password input of every form that asks for one (login, sign-up, reset, change):
 * required, its hint and its error tied to it, and a toggle that shows what was typed. The toggle
 * is a plain button after the input, so the field keeps its label as its only accessible name.
 */
export function PasswordField({ label, field, error, errorId, autoComplete, hint, className }: PasswordFieldProps) {
  const { t } = useTranslation('common')
  const [shown, setShown] = useState(false)
  return (
    <FormField
      label={label}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      required
      field={field}
      error={error}
      errorId={errorId}
      className={className}
      hint={hint}
      trailing={
        <Button type="button" variant="outline" aria-controls={field.id} onClick={() => setShown((now) => !now)}>
          {shown ? t('password.hide') : t('password.show')}
        </Button>
      }
    />
  )
}
