import type { Kysely } from 'kysely'
import type { Language } from '@contracts/common'
import type { Database } from '../../db/schema'
import { badRequest } from '../../errors'
import type { Limiter } from '../../limits/limiter'
import { withOutbox, type OutboxContext } from '../../adapters/outbox-transaction'
import { generateSmsCode, hashSmsCode, smsCodeMatches } from './code-hash'
import { normalisePhone } from '@contracts/phone-format'
import { SMS_CODE_MAX_ATTEMPTS, SMS_CODE_TTL_MS } from './sms-code-policy'
import { smsDestinationRefusal } from './sms-destination'
import { countSmsSend, type SmsLimits } from './sms-limits'
import { smsCodeText } from './sms-text'

export type SmsPurpose = 'registration' | 'phone_change'

export interface SendSmsCodeInput {
  tenantId: number
  userId: number
  /** The number as the driver typed it: E.164 or the national form of `country`. */
  cellPhone: string
  /** The tenant's ISO 3166 country code, for national numbers. */
  country: string
  purpose: SmsPurpose
  language: Language
  tenantName: string
  now: number
  /** Where the SMS is written: the outbox, in the code's transaction. */
  outbox: OutboxContext
  /** Shared counters (app.limiter): the 60-s rule and the daily caps hold across processes. */
  limiter: Limiter
  /** The tenant's settings.sms_limits. */
  limits: SmsLimits
}

/**
 * Sends a fresh code to a number. Refuses an invalid number and one that is not a mobile in a plan
 * we know (INVALID_PHONE, 400; sms-destination.ts), a second send within a minute
 * (SMS_CODE_THROTTLED, 429) and sends past a daily cap (SMS_DAILY_LIMIT_REACHED, 429). Earlier
 * codes of the user stop working. For a phone change the number waits in pending_cell_phone until
 * the code confirms it. The code and its SMS commit together, or neither.
 */
export async function sendSmsCode(db: Kysely<Database>, input: SendSmsCodeInput): Promise<{ cellPhone: string; expiresAt: number }> {
  const cellPhone = normalisePhone(input.cellPhone, input.country)
  if (!cellPhone) throw badRequest('INVALID_PHONE', 'sms_code.cell_phone')
  if (smsDestinationRefusal(cellPhone)) throw badRequest('INVALID_PHONE', 'sms_code.cell_phone')
  const scope = { tenantId: input.tenantId, userId: input.userId }
  await countSmsSend(input.limiter, { ...scope, cellPhone, limits: input.limits })

  const code = generateSmsCode()
  const expiresAt = input.now + SMS_CODE_TTL_MS
  await withOutbox(db, input.outbox, async (trx, { sms }) => {
    await trx
      .updateTable('sms_codes')
      .set({ consumed_at: input.now })
      .where('tenant_id', '=', scope.tenantId)
      .where('user_id', '=', scope.userId)
      .where('consumed_at', 'is', null)
      .execute()
    await trx
      .insertInto('sms_codes')
      .values({
        tenant_id: scope.tenantId,
        user_id: scope.userId,
        cell_phone: cellPhone,
        purpose: input.purpose,
        code_hash: hashSmsCode(scope, code),
        attempts: 0,
        expires_at: expiresAt,
        created_at: input.now,
      })
      .execute()
    if (input.purpose === 'phone_change') {
      await trx.updateTable('users').set({ pending_cell_phone: cellPhone, updated_at: input.now }).where('tenant_id', '=', scope.tenantId).where('id', '=', scope.userId).execute()
    }
    await sms.send({ tenantId: scope.tenantId, to: cellPhone, text: smsCodeText(input.language, input.tenantName, code) })
  })
  return { cellPhone, expiresAt }
}

export interface ConfirmSmsCodeInput {
  tenantId: number
  userId: number
  code: string
  now: number
}

/**
 * Checks a code against the user's latest one and, when it matches, sets their cell_phone to the
 * number it was sent to (clearing pending_cell_phone). Errors, all 400: INVALID_SMS_CODE (no code
 * or a wrong one, which uses an attempt), SMS_CODE_EXPIRED, SMS_CODE_TOO_MANY_ATTEMPTS (the code is
 * dead after 5 attempts). Returns the confirmed number and what the code was for.
 */
export async function confirmSmsCode(db: Kysely<Database>, input: ConfirmSmsCodeInput): Promise<{ cellPhone: string; purpose: SmsPurpose }> {
  const scope = { tenantId: input.tenantId, userId: input.userId }
  const row = await db
    .selectFrom('sms_codes')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('user_id', '=', scope.userId)
    .where('consumed_at', 'is', null)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  if (!row) throw badRequest('INVALID_SMS_CODE', 'sms_code.code')
  if (row.attempts >= SMS_CODE_MAX_ATTEMPTS) throw badRequest('SMS_CODE_TOO_MANY_ATTEMPTS', 'sms_code.code')
  if (row.expires_at <= input.now) throw badRequest('SMS_CODE_EXPIRED', 'sms_code.code')

  // Counting the attempt before comparing, in one conditional update, keeps parallel guesses within the limit.
  const counted = await db
    .updateTable('sms_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', SMS_CODE_MAX_ATTEMPTS)
    .where('consumed_at', 'is', null)
    .executeTakeFirst()
  if (Number(counted.numUpdatedRows) === 0) throw badRequest('SMS_CODE_TOO_MANY_ATTEMPTS', 'sms_code.code')
  if (!/^\d+$/.test(input.code.trim()) || !smsCodeMatches(scope, input.code.trim(), row.code_hash)) {
    throw badRequest('INVALID_SMS_CODE', 'sms_code.code')
  }

  const purpose = row.purpose === 'phone_change' ? 'phone_change' : 'registration'
  await db.transaction().execute(async (trx) => {
    const consumed = await trx.updateTable('sms_codes').set({ consumed_at: input.now }).where('id', '=', row.id).where('consumed_at', 'is', null).executeTakeFirst()
    if (Number(consumed.numUpdatedRows) === 0) throw badRequest('INVALID_SMS_CODE', 'sms_code.code')
    await trx
      .updateTable('users')
      .set({ cell_phone: row.cell_phone, pending_cell_phone: null, updated_at: input.now })
      .where('tenant_id', '=', scope.tenantId)
      .where('id', '=', scope.userId)
      .execute()
  })
  return { cellPhone: row.cell_phone, purpose }
}
