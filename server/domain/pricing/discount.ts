import { ruleError } from '../booking/domain-error'

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
export function applyDiscount(priceCents: number, code: Pick<DiscountCode, 'kind' | 'value'> | null): number {
  if (!code) return priceCents
  const off = code.kind === 'percent' ? Math.round((priceCents * Math.min(100, Math.max(0, code.value))) / 100) : Math.max(0, code.value)
  return Math.max(0, priceCents - off)
}

/** The discount errors of spec section 8, for a code looked up in the tenant (null: unknown). */
export function checkDiscountCode(code: DiscountCode | null, nowMs: number, field = 'search.discount_codes'): DiscountCode {
  if (!code) throw ruleError(400, 'INVALID_DISCOUNT_CODE', field)
  if (code.expires_at !== null && code.expires_at <= nowMs) {
    throw ruleError(400, 'EXPIRED_DISCOUNT_CODE', field)
  }
  if (code.max_uses !== null && code.uses >= code.max_uses) {
    throw ruleError(400, 'DISCOUNT_CODE_MAX_LIMIT_REACHED', field)
  }
  return code
}

/** Spec section 5: an empty input means no code; the wire allows at most one. */
export function requestedCode(codes: readonly string[] | null | undefined): string | null {
  const first = (codes ?? []).map((c) => c.trim()).find((c) => c !== '')
  return first ?? null
}
