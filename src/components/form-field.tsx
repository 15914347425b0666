import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { cn } from '@/lib/utils'

interface FormFieldProps {
  label: ReactNode
  /** The input's registration, id and error wiring (useSchemaForm's field). */
  field: ComponentProps<'input'> & { id: string }
  /** An `errors` namespace key, from useSchemaForm's errorOf. */
  error?: string
  errorId: string
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  inputMode?: 'email' | 'tel' | 'text' | 'numeric'
  maxLength?: number
  required?: boolean
  /** Read with the field, before its error: a rule or an example. */
  hint?: string
  /** A control beside the input (the password's show/hide toggle). */
  trailing?: ReactNode
  className?: string
  inputClassName?: string
}

/** A labelled input with its error message tied to it (aria-invalid, aria-describedby). */
export function FormField({
  label,
  field,
  error,
  errorId,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  required,
  hint,
  trailing,
  className,
  inputClassName,
}: FormFieldProps) {
  const { t } = useTranslation('errors')
  const hintId = hint ? `${field.id}-hint` : undefined
  const describedBy = [hintId, field['aria-describedby']].filter(Boolean).join(' ') || undefined
  const input = (
    <Input
      {...field}
      aria-describedby={describedBy}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      maxLength={maxLength}
      required={required}
      aria-required={required || undefined}
      className={inputClassName}
    />
  )
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={field.id}>{label}</Label>
      {hint ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {trailing ? (
        <div className="flex items-center gap-2 [&>input]:min-w-0">
          {input}
          {trailing}
        </div>
      ) : (
        input
      )}
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {t(error)}
        </p>
      )}
    </div>
  )
}
