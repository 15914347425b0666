import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { messagesOf } from '@/core/api'
import { useSchemaForm } from '@/lib/forms/use-schema-form'
import { login } from '@/core/session'
import { LoginFormSchema } from './login-schema'
import type { ClientUser } from '@/core/session'

type Failure = { kind: 'slowed' | 'denied' } | { kind: 'error'; messages: string[] }

/**
 * Logging in with e-mail and password, for the login screen and the chat's login card alike: the
 * form (spec section 5 rules), and the outcome of a refused login: a locked account (the notice
 * offers the unlock e-mail for the address typed), a slowed-down one, or the inline failure.
 * What was typed stays in the fields after a refusal.
 */
export function useLogin({ onLoggedIn }: { onLoggedIn: (user: ClientUser) => void }) {
  const { t } = useTranslation(['auth', 'errors'])
  const form = useSchemaForm(LoginFormSchema, { email: '', password: '' })
  const [failure, setFailure] = useState<Failure | null>(null)
  const [lockedEmail, setLockedEmail] = useState<string | null>(null)

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null)
    setLockedEmail(null)
    const result = await login(email, password)
    if (result.ok) onLoggedIn(result.user)
    else if (result.reason === 'locked') setLockedEmail(email)
    else if (result.reason === 'slowed') setFailure({ kind: 'slowed' })
    // Wrong credentials and a user without a role both read "access denied" (spec section 8).
    else if (result.reason === 'error') setFailure({ kind: 'error', messages: messagesOf(result.error) })
    else setFailure({ kind: 'denied' })
  })

  let failureMessage: string | null = null
  if (failure?.kind === 'slowed') failureMessage = t('auth:login.slowed')
  else if (failure?.kind === 'denied') failureMessage = t('errors:login-error')
  else if (failure?.kind === 'error') failureMessage = failure.messages.join(' ')

  return {
    form,
    submit,
    submitting: form.submitting,
    /** The inline message of a refused login, in the visitor's language. */
    failure: failureMessage,
    /** The address of a locked account, for the unlock notice. */
    lockedEmail,
  }
}
