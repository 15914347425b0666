import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { SMS_CODE_LENGTH } from './sms-code-policy'

/** A uniformly random code of SMS_CODE_LENGTH digits, leading zeros included. */
export function generateSmsCode(): string {
  return String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0')
}

// The hash is bound to its owner so that a row copied to another user never matches; a six-digit
// code is no secret against someone who can read the database, the attempt limit is what protects it.
export function hashSmsCode(scope: { tenantId: number; userId: number }, code: string): string {
  return createHash('sha256').update(`${scope.tenantId}:${scope.userId}:${code}`).digest('hex')
}

export function smsCodeMatches(scope: { tenantId: number; userId: number }, code: string, hash: string): boolean {
  const a = Buffer.from(hashSmsCode(scope, code), 'hex')
  const b = Buffer.from(hash, 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}
