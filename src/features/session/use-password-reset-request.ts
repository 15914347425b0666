import { useState } from 'react'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { ForgotPasswordFormSchema } from './login-schema'
import { requestPasswordReset } from '@/core/session'

export type ResetRequestStatus = 'idle' | 'sending' | 'sent' | 'failed'

/**
 * The forgot-password request (POST /reset_password), for the forgot-password screen and the chat's
 * card alike: the form (an e-mail, required and valid, lowercased) and the request's status. The
 * server answers the same for any address, so "sent" tells nothing of which accounts exist; the link
 * arrives by e-mail. A failed request keeps the address typed.
 */
export function usePasswordResetRequest({ onSent, onFailed }: { onSent?: () => void; onFailed?: () => void } = {}) {
  const form = useSchemaForm(ForgotPasswordFormSchema, { email: '' })
  const [outcome, setOutcome] = useState<'idle' | 'sent' | 'failed'>('idle')
  const submit = form.handleSubmit(async ({ email }) => {
    setOutcome('idle')
    try {
      await requestPasswordReset(email)
    } catch {
      setOutcome('failed')
      onFailed?.()
      return
    }
    setOutcome('sent')
    onSent?.()
  })
  const status: ResetRequestStatus = form.submitting ? 'sending' : outcome
  return { form, submit, status }
}
