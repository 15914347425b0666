import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A new opaque secret: 32 random bytes, base64url (bearer tokens, reset-password tokens). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored as their SHA-256: a database leak yields no usable token. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a)
  const bb = Buffer.from(b)
  return ab.length === bb.length && timingSafeEqual(ab, bb)
}
