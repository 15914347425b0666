import { sql, type Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import { ruleError } from '../booking/domain-error'
import { checkDiscountCode, requestedCode, type DiscountCode } from './discount'

/** Codes are matched without regard to case: drivers type them. */
export async function findDiscountCode(db: Kysely<Database>, tenantId: number, code: string): Promise<DiscountCode | null> {
  const row = await db
    .selectFrom('discount_codes')
    .select(['id', 'code', 'kind', 'value', 'expires_at', 'max_uses', 'uses'])
    .where('tenant_id', '=', tenantId)
    .where(sql<string>`lower(code)`, '=', code.toLowerCase())
    .executeTakeFirst()
  return row ?? null
}

/**
 * Resolves the request's discount codes to a usable code, or null when none was asked; a code on a
 * tenant without the discount feature is invalid.
 */
export async function resolveDiscount(
  db: Kysely<Database>,
  tenantId: number,
  discountEnabled: boolean,
  codes: readonly string[] | null | undefined,
  nowMs: number,
  field = 'search.discount_codes',
): Promise<DiscountCode | null> {
  const asked = requestedCode(codes)
  if (asked === null) return null
  const found = discountEnabled ? await findDiscountCode(db, tenantId, asked) : null
  return checkDiscountCode(found, nowMs, field)
}

/**
 * Counts one use at booking time. The guarded update is atomic on both engines, so two bookings
 * racing for the last use cannot both get it.
 */
export async function consumeDiscountCode(db: Kysely<Database>, code: DiscountCode, field = 'rental.discount_codes'): Promise<void> {
  const result = await db
    .updateTable('discount_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', code.id)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) !== 1) {
    throw ruleError(400, 'DISCOUNT_CODE_MAX_LIMIT_REACHED', field)
  }
}
