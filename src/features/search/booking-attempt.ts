/**
 * The Idempotency-Key of a booking attempt (POST /user/rentals): the same booking sent
 * again, after an error or an answer lost on the way, keeps its key, so the server answers the
 * rental it may already have made instead of "vehicle not available". Another booking gets a new key.
 */
let last: { body: string; key: string } | null = null

function randomKey(): string {
  // getRandomValues, not randomUUID: the latter exists only in secure contexts (a demo over plain http).
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

export function bookingAttemptKey(body: unknown): string {
  const text = JSON.stringify(body)
  if (last?.body !== text) last = { body: text, key: randomKey() }
  return last.key
}

/** A booking made: the next one is a new attempt even with the same body. */
export function endBookingAttempt(): void {
  last = null
}
