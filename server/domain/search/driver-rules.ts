import type { Kysely } from 'kysely'
import { IN_PROGRESS_STATUSES, UPCOMING_STATUSES } from '@contracts/rental'
import type { Database } from '../../db/schema'
import { ruleError } from '../booking/domain-error'
import { effectiveLimits, type BookingSettings } from './booking-settings'
import { staleBefore, unstartedGraceMs } from '../rentals/lifecycle-rules'
import { isValidatedDriver } from '@contracts/access-rules'
import { MAX_OVERLAPPING_RENTALS_DEFAULT } from '@contracts/tenant-defaults'
import type { UserRow } from '../../db/schema'

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

/**
 * How many vehicles one driver may hold, so that a few accounts cannot block the fleet (nothing is
 * charged before the end and cancelling is free until shortly before the start): a driver whose
 * account is not yet validated holds at most one upcoming rental; a validated driver at most the
 * tenant's max_overlapping_rentals over any moment of the new one (overlaps below it keep their
 * warning, contracts/booking-warnings.ts). 400 SEARCH_TOO_MANY_RESERVATIONS beyond.
 * A booking moved to new times is held to the same rule as a new one over those times, with
 * `movedRentalId` naming it so that it does not count against itself.
 */
export async function checkDriverHolds(
  db: Kysely<Database>,
  tenantId: number,
  member: Pick<UserRow, 'id' | 'workflow_next_step' | 'validated'>,
  settings: Pick<BookingSettings, 'max_overlapping_rentals' | 'unstarted_rental_grace'>,
  window: { startMs: number; endMs: number },
  nowMs: number,
  movedRentalId?: number,
): Promise<void> {
  let held = db
    .selectFrom('rentals')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('tenant_id', '=', tenantId)
    .where('driver_id', '=', member.id)
  if (movedRentalId !== undefined) held = held.where('id', '!=', movedRentalId)
  if (!isValidatedDriver({ validated: Boolean(member.validated), workflow_next_step: member.workflow_next_step })) {
    const upcoming = await held
      .where('status', 'in', [...UPCOMING_STATUSES])
      .where('reservation_start_time', '>', staleBefore(unstartedGraceMs(settings), nowMs))
      .executeTakeFirstOrThrow()
    if (Number(upcoming.n) >= 1) throw ruleError(400, 'SEARCH_TOO_MANY_RESERVATIONS')
    return
  }
  const overlapping = await held
    .where('status', 'in', [...UPCOMING_STATUSES, ...IN_PROGRESS_STATUSES])
    .where((eb) => eb.or([eb('status', 'in', [...IN_PROGRESS_STATUSES]), eb('reservation_start_time', '>', staleBefore(unstartedGraceMs(settings), nowMs))]))
    .where('reservation_start_time', '<', window.endMs)
    .where('reservation_end_time', '>', window.startMs)
    .executeTakeFirstOrThrow()
  if (Number(overlapping.n) >= (settings.max_overlapping_rentals ?? MAX_OVERLAPPING_RENTALS_DEFAULT)) throw ruleError(400, 'SEARCH_TOO_MANY_RESERVATIONS')
}
