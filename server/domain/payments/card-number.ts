const BRANDS: ReadonlyArray<readonly [string, RegExp, readonly number[]]> = [
  ['visa', /^4/, [13, 16, 19]],
  ['mastercard', /^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/, [16]],
  ['amex', /^3[47]/, [15]],
  ['discover', /^(6011|65|64[4-9])/, [16, 19]],
]

/** The card brand of a number (Stripe's brand names), or null when it is no known brand or length. */
export function cardBrand(digits: string): string | null {
  const match = BRANDS.find(([, prefix, lengths]) => prefix.test(digits) && lengths.includes(digits.length))
  return match ? match[0] : null
}

/** The expiry month is over: a card is valid through the last day of its month (UTC). */
export function isExpired(expMonth: number, expYear: number, now: number): boolean {
  const today = new Date(now)
  const y = today.getUTCFullYear()
  const m = today.getUTCMonth() + 1
  return expYear < y || (expYear === y && expMonth < m)
}

/** Two-digit years are in this century. */
export function fullYear(year: number): number {
  return year < 100 ? 2000 + year : year
}

/** The last instant a card is valid: the end of its expiry month, UTC. */
export function expirationInstant(expMonth: number, expYear: number): number {
  return Date.UTC(expYear, expMonth, 1) - 1
}
