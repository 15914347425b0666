import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { FieldProps } from '@/lib/forms/use-zod-form'
import { cn } from '@/lib/utils'

interface FormFieldProps {
  label: string
  field: FieldProps
  /** An `errors` namespace key, from useZodForm's errorOf. */
  error?: string
  errorId: string
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  required?: boolean
  hint?: ReactNode
  className?: string
}

/** A labelled input with its error message tied to it (aria-invalid, aria-describedby). */
export function FormField({ label, field, error, errorId, type = 'text', autoComplete, required, hint, className }: FormFieldProps) {
  const { t } = useTranslation('errors')
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={field.id}>{label}</Label>
      {hint}
      <Input {...field} type={type} autoComplete={autoComplete} required={required} aria-required={required || undefined} />
      {error && (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {t(error)}
        </p>
      )}
    </div>
  )
}
