import { DomainError } from '../booking/domain-error'

export interface DiscountCode {
  id: number
  code: string
  kind: 'percent' | 'fixed'
  /** Percent (0-100) or cents. */
  value: number
  expires_at: number | null
  max_uses: number | null
  uses: number
}

/** A discount never makes a price negative; percent amounts round to the nearest cent. */
export function applyDiscount(priceCents: number, code: DiscountCode | null): number {
  if (!code) return priceCents
  const off = code.kind === 'percent' ? Math.round((priceCents * Math.min(100, Math.max(0, code.value))) / 100) : Math.max(0, code.value)
  return Math.max(0, priceCents - off)
}

/** The discount errors of spec section 8, for a code looked up in the tenant (null: unknown). */
export function checkDiscountCode(code: DiscountCode | null, nowMs: number): DiscountCode {
  if (!code) throw new DomainError('INVALID_DISCOUNT_CODE', 400, 'This discount code is not valid.', 'discount_codes')
  if (code.expires_at !== null && code.expires_at <= nowMs) {
    throw new DomainError('EXPIRED_DISCOUNT_CODE', 400, 'This discount code has expired.', 'discount_codes')
  }
  if (code.max_uses !== null && code.uses >= code.max_uses) {
    throw new DomainError('DISCOUNT_CODE_MAX_LIMIT_REACHED', 400, 'This discount code has been used the maximum number of times.', 'discount_codes')
  }
  return code
}

/** Spec section 5: an empty input means no code; the wire allows at most one. */
export function requestedCode(codes: readonly string[] | null | undefined): string | null {
  const first = (codes ?? []).map((c) => c.trim()).find((c) => c !== '')
  return first ?? null
}
