import type { Kysely } from 'kysely'
import { IN_PROGRESS_STATUSES, UPCOMING_STATUSES } from '@contracts/rental'
import type { Database } from '../../db/schema'
import { ruleError } from '../booking/domain-error'
import { effectiveLimits, type BookingSettings } from './booking-settings'
import { staleBefore, unstartedGraceMs } from '../rentals/lifecycle-rules'

/** A card is usable until the last instant of its expiry month (UTC). */
export function cardExpiresAtMs(expMonth: number, expYear: number): number {
  return Date.UTC(expYear, expMonth, 1)
}

/**
 * The driver-level rules of a search by a member and of every booking (spec sections 5 and 8):
 * a payment card valid at the end of the rental when the tenant requires one, and at most
 * max_active_rentals upcoming or in-progress rentals; an upcoming one never started past the
 * tenant's grace is stale and does not count (lifecycle-rules.ts).
 */
export async function checkDriverMayRent(db: Kysely<Database>, tenantId: number, userId: number, settings: BookingSettings, endMs: number, nowMs: number): Promise<void> {
  if (settings.features.payment_card_required) {
    const cards = await db
      .selectFrom('payment_cards')
      .select(['exp_month', 'exp_year'])
      .where('tenant_id', '=', tenantId)
      .where('user_id', '=', userId)
      .where('deleted_at', 'is', null)
      .execute()
    if (cards.length === 0) {
      throw ruleError(402, 'RENTAL_BASE_REQUIRED_PAYMENT_CARD_MISSING')
    }
    if (!cards.some((c) => cardExpiresAtMs(c.exp_month, c.exp_year) > endMs)) {
      throw ruleError(402, 'SEARCH_NO_ACTIVE_CARD')
    }
  }
  const max = effectiveLimits(settings).maxActiveRentals
  if (max !== null) {
    const row = await db
      .selectFrom('rentals')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('tenant_id', '=', tenantId)
      .where('driver_id', '=', userId)
      .where('status', 'in', [...UPCOMING_STATUSES, ...IN_PROGRESS_STATUSES])
      .where((eb) => eb.or([eb('status', 'in', [...IN_PROGRESS_STATUSES]), eb('reservation_start_time', '>', staleBefore(unstartedGraceMs(settings), nowMs))]))
      .executeTakeFirstOrThrow()
    if (Number(row.n) >= max) {
      throw ruleError(400, 'SEARCH_TOO_MANY_RESERVATIONS')
    }
  }
}
