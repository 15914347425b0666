import { z } from 'zod'

const WellFormedEmail = z.email()

/**
 * Spec section 5's "valid e-mail", one rule for the signup (POST /user) and the password reset
 * (POST /reset_password): an address the signup takes is always one the reset accepts.
 */
export function isWellFormedEmail(email: string): boolean {
  return WellFormedEmail.safeParse(email).success
}
