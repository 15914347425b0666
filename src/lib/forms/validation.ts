import { z } from 'zod'
import { PASSWORD_MIN_LENGTH } from '@contracts/user'

/**
 * Field rules of spec section 5. Messages are keys of the `errors` namespace, translated where
 * they are shown (FormField does it).
 */
export const requiredText = () => z.string().trim().min(1, 'mandatory')
export const requiredEmail = () => z.string().trim().min(1, 'mandatory').pipe(z.email('invalid-email'))
export const requiredPassword = () => z.string().min(1, 'mandatory')
/** A new password: required, at least 8 characters (pwd-too-short). */
export const newPassword = () => z.string().min(1, 'mandatory').min(PASSWORD_MIN_LENGTH, 'pwd-too-short')

/** Adds the "identical passwords" rule (pwd-mismatch) on the confirmation field. */
export function withPasswordConfirmation<T extends { password: string; passwordConfirmation: string }>(schema: z.ZodType<T>) {
  return schema.refine((v) => v.passwordConfirmation === '' || v.password === v.passwordConfirmation, {
    message: 'pwd-mismatch',
    path: ['passwordConfirmation'],
  })
}
