import { useState } from 'react'
import { z } from 'zod'
import { requiredEmail, newPassword } from '@/lib/forms/validation'
import { useZodForm } from '@/lib/forms/use-zod-form'
import { signUp } from './actions'

/** Spec section 5: e-mail required and valid, password of 8 characters at least, the same confirmation. */
export const AccountFormSchema = z
  .object({ email: requiredEmail(), password: newPassword(), passwordConfirmation: z.string().min(1, 'mandatory') })
  .refine((v) => v.password === v.passwordConfirmation, { message: 'pwd-mismatch', path: ['passwordConfirmation'] })

/** The account step (spec section 5): e-mail, password, its confirmation, and the terms ticked. */
export function useAccountForm() {
  const form = useZodForm(AccountFormSchema, { email: '', password: '', passwordConfirmation: '' })
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [failure, setFailure] = useState<string[] | null>(null)

  const submit = form.handleSubmit(async ({ email, password, passwordConfirmation }) => {
    if (!termsAccepted) return
    setFailure(null)
    const result = await signUp(email, password, passwordConfirmation)
    if (!result.ok) setFailure(result.messages)
  })

  return {
    form,
    termsAccepted,
    setTermsAccepted,
    failure,
    submit,
    /** Submit is enabled only when the terms are ticked (spec section 2). */
    canSubmit: termsAccepted && !form.submitting,
  }
}
