import { z } from 'zod'
import { newPassword, requiredEmail, requiredPassword } from '@/lib/forms/validation'

/** Spec section 5: username required, in e-mail format; password required. */
export const LoginFormSchema = z.object({ email: requiredEmail(), password: requiredPassword() })

/** Spec section 5: e-mail required and valid, lowercased before the request. */
export const ForgotPasswordFormSchema = z.object({
  email: requiredEmail().transform((email) => email.toLowerCase()),
})

/** Reset password: both required, at least 8 characters, identical (pwd-too-short, pwd-mismatch). */
export const ResetPasswordFormSchema = z
  .object({ password: newPassword(), passwordConfirmation: z.string().min(1, 'mandatory') })
  .refine((v) => v.password === v.passwordConfirmation, { message: 'pwd-mismatch', path: ['passwordConfirmation'] })
