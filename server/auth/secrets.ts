import { hash, randomBytes, timingSafeEqual } from 'node:crypto'

/** A new opaque secret: 32 random bytes, base64url (bearer tokens, reset-password tokens). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * Tokens are stored as their SHA-256: a database leak yields no usable token. Every authenticated
 * call hashes its token; the one-shot crypto.hash costs a third of a Hash object's round trip.
 */
export function sha256(value: string): string {
  return hash('sha256', value, 'hex')
}

export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a)
  const bb = Buffer.from(b)
  return ab.length === bb.length && timingSafeEqual(ab, bb)
}
