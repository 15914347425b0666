/** SMS code rules (DECISIONS.md): 6 digits (the forms' length, from contracts), valid 10 minutes, 5 attempts, one send per 60 s per user. */
export { SMS_CODE_LENGTH } from '@contracts/phone-input'
export const SMS_CODE_TTL_MS = 10 * 60_000
export const SMS_CODE_MAX_ATTEMPTS = 5
export const SMS_CODE_RESEND_MS = 60_000
