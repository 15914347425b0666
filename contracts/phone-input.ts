import { z } from 'zod'

/** The SMS code has six digits (spec section 9): the server draws them, the forms ask for as many. */
export const SMS_CODE_LENGTH = 6

/**
 * A phone number as a driver types it: required, and plausibly a number (8 to 15 digits, an optional
 * leading + or 00, the usual separators). The server has the last word on what it can send to
 * (INVALID_PHONE); this only spares a round trip for what cannot be a number. Messages are keys of
 * the `errors` namespace.
 */
export function phoneInputError(raw: string): 'mandatory' | 'invalid-phone' | null {
  const compact = raw.replace(/[\s.\-()]/g, '')
  if (!compact) return 'mandatory'
  return /^(\+|00)?\d{8,15}$/.test(compact) ? null : 'invalid-phone'
}

export const PhoneInputSchema = z.string().superRefine((value, ctx) => {
  const error = phoneInputError(value)
  if (error) ctx.addIssue({ code: 'custom', message: error })
})

/** The forms that ask for a number: sign-up's phone step, its other-number dialog, the account's phone change. */
export const PhoneFormSchema = z.object({ phone: PhoneInputSchema })

export function isSmsCode(code: string): boolean {
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code)
}

/** The account's code box (sign-up's six boxes fill the same code digit by digit). */
export const SmsCodeFormSchema = z.object({ code: z.string().refine(isSmsCode, 'sms-code-format') })
