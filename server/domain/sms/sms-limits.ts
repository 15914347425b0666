import { ApiError } from '../../errors'
import type { Limiter } from '../../limits/limiter'
import { SMS_CODE_RESEND_MS } from './sms-code-policy'

export interface SmsLimits {
  per_number_daily: number
  per_member_daily: number
  per_tenant_daily: number
}

const DAY_SECONDS = 24 * 3600

/**
 * Counts one SMS code before it is sent, atomically in the shared limiter so that parallel
 * requests, on one process or several, never all pass: one send per 60 s per member
 * (SMS_CODE_THROTTLED), then the daily caps per member, per number and per tenant
 * (SMS_DAILY_LIMIT_REACHED), all 429. A refused request still counts: a flood is not free.
 */
export async function countSmsSend(limiter: Limiter, input: { tenantId: number; userId: number; cellPhone: string; limits: SmsLimits }): Promise<void> {
  const { tenantId, userId, cellPhone, limits } = input
  const resend = await limiter.hit(`sms-resend:${tenantId}:${userId}`, SMS_CODE_RESEND_MS / 1000)
  if (resend.count > 1) throw new ApiError(429, 'SMS_CODE_THROTTLED')
  const caps: Array<[string, number]> = [
    [`sms-member:${tenantId}:${userId}`, limits.per_member_daily],
    [`sms-number:${tenantId}:${cellPhone}`, limits.per_number_daily],
    [`sms-tenant:${tenantId}`, limits.per_tenant_daily],
  ]
  for (const [key, cap] of caps) {
    const hit = await limiter.hit(key, DAY_SECONDS)
    if (hit.count > cap) throw new ApiError(429, 'SMS_DAILY_LIMIT_REACHED')
  }
}
