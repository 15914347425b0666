import { useState } from 'react'
import { ForgotPasswordFormSchema } from './login-schema'
import { requestPasswordReset } from './api'

export type ResetRequestStatus = 'idle' | 'sending' | 'sent' | 'failed'

/**
 * The forgot-password request (POST /reset_password) for a form outside its screen (the chat's card):
 * the screen's schema says what a valid address is; the server answers the same for any address, so
 * "sent" tells nothing of which accounts exist. The link arrives by e-mail.
 */
export function usePasswordResetRequest() {
  const [status, setStatus] = useState<ResetRequestStatus>('idle')
  async function send(email: string): Promise<'invalid' | ResetRequestStatus> {
    const parsed = ForgotPasswordFormSchema.safeParse({ email: email.trim() })
    if (!parsed.success) return 'invalid'
    setStatus('sending')
    try {
      await requestPasswordReset(parsed.data.email)
      setStatus('sent')
      return 'sent'
    } catch {
      setStatus('failed')
      return 'failed'
    }
  }
  return { status, send }
}
