import { useCurrentUser } from '@/core/session'

/**
 * True for a member single sign-on created (GET /user `has_password` false): their identity provider
 * manages the password, so the screens and the chat offer no change of it and say why.
 */
export function usePasswordManagedElsewhere(): boolean {
  return useCurrentUser()?.hasPassword === false
}
