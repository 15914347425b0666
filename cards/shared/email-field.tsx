import { useTranslation } from 'react-i18next'
import { FormField } from '@/components/form-field'
import type { FieldProps } from '@/lib/forms/use-schema-form'

interface EmailFieldProps {
  field: FieldProps
  /** An `errors` namespace key. */
  error?: string
  errorId: string
  /** `username` where the address logs in, `email` where it only receives a link. */
  autoComplete: 'username' | 'email'
}

/** The cards' labelled e-mail field (login, password reset), its error tied to it. */
export function EmailField({ field, error, errorId, autoComplete }: EmailFieldProps) {
  const { t } = useTranslation('cards')
  return <FormField label={t('login.email')} type="email" inputMode="email" autoComplete={autoComplete} required field={field} error={error} errorId={errorId} className="gap-1" />
}
