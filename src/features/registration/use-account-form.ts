import { useState } from 'react'
import { z } from 'zod'
import { ApiError } from '@/core/api'
import { requiredEmail, newPassword } from '@/lib/forms/validation'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { signUp } from './actions'
import { useRegistrationFlows } from './use-registration-flows'

/** Spec section 5: e-mail required and valid, password of 8 characters at least, the same confirmation. */
export const AccountFormSchema = z
  .object({ email: requiredEmail(), password: newPassword(), passwordConfirmation: z.string().min(1, 'mandatory') })
  .refine((v) => v.password === v.passwordConfirmation, { message: 'pwd-mismatch', path: ['passwordConfirmation'] })

type AccountField = keyof z.input<typeof AccountFormSchema>

const FIELDS: readonly AccountField[] = ['email', 'password', 'passwordConfirmation']
const FIELD_OF_SERVER: Record<string, AccountField> = { 'user.email': 'email', 'user.password': 'password', 'user.password_confirmation': 'passwordConfirmation' }
/** Server codes of POST /user that name what is wrong with one field, as keys of the errors namespace. */
const FIELD_CODES = new Set(['EMAIL_ALREADY_TAKEN', 'EMAIL_IS_INVALID', 'PASSWORD_TOO_SHORT', 'PASSWORDS_MISMATCH'])

/** The server's errors split: those that belong to a field of the form, and the others' messages. */
export function accountServerErrors(error: unknown, messages: readonly string[]): { fields: Partial<Record<AccountField, string>>; others: string[] } {
  if (!(error instanceof ApiError)) return { fields: {}, others: [...messages] }
  const fields: Partial<Record<AccountField, string>> = {}
  const others: string[] = []
  error.errors.forEach((entry, index) => {
    const name = entry.field ? FIELD_OF_SERVER[entry.field] : undefined
    if (name && FIELD_CODES.has(entry.code)) fields[name] ??= entry.code
    else if (messages[index] !== undefined) others.push(messages[index])
  })
  return { fields, others }
}

/** The account step (spec section 5): e-mail, password, its confirmation, and the terms ticked. */
export function useAccountForm() {
  const form = useSchemaForm(AccountFormSchema, { email: '', password: '', passwordConfirmation: '' })
  const [termsAccepted, setTermsAccepted] = useState(false)
  const [failure, setFailure] = useState<string[] | null>(null)
  const flows = useRegistrationFlows()
  const [flowId, setFlowId] = useState<number | null>(null)
  // Where the tenant has several flows the member picks one before the account is created.
  const [flowMissing, setFlowMissing] = useState(false)
  const chooseFlow = (id: number) => {
    setFlowId(id)
    setFlowMissing(false)
  }

  const submit = form.handleSubmit(async ({ email, password, passwordConfirmation }) => {
    if (!termsAccepted) return
    const picked = flows.choices.some((f) => f.id === flowId) ? flowId : null
    if (flows.choices.length > 0 && picked === null) {
      setFlowMissing(true)
      return
    }
    setFailure(null)
    const result = await signUp(email, password, passwordConfirmation, picked)
    if (result.ok) return
    // "Already taken" belongs under the e-mail field, marked invalid and focused, like the form's own checks.
    const { fields, others } = accountServerErrors(result.error, result.messages)
    const onAField = form.showServerErrors(fields, FIELDS)
    setFailure(others.length > 0 ? others : onAField ? null : result.messages)
  })

  return {
    form,
    flows: flows.choices,
    flowId,
    chooseFlow,
    flowMissing,
    termsAccepted,
    setTermsAccepted,
    failure,
    submit,
    /** Submit is enabled only when the terms are ticked (spec section 2). */
    canSubmit: termsAccepted && !form.submitting,
  }
}
