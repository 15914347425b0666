import { useTranslation } from 'react-i18next'
import type { PhoneFormSchema } from '@contracts/phone-input'
import { FormField } from '@/components/form-field'
import type { SchemaForm } from '@/lib/forms/use-schema-form'
import { RequiredLabel } from './required-label'

interface PhoneNumberFieldProps {
  form: SchemaForm<typeof PhoneFormSchema>
  /** An example of the numbers taken, read with the field. */
  hint?: string
  inputClassName?: string
}

/** The mobile number of sign-up's phone step and of its other-number dialog: required, its error tied to it. */
export function PhoneNumberField({ form, hint, inputClassName }: PhoneNumberFieldProps) {
  const { t } = useTranslation('registration')
  return (
    <FormField label={<RequiredLabel text={t('phone.number')} />} type="tel" autoComplete="tel" required {...form.control('phone')} inputClassName={inputClassName} hint={hint} />
  )
}
