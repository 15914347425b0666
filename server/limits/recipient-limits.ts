import type { Limiter } from './limiter'

/**
 * Mails one member may be sent, whatever the client addresses asking (those have their own limit,
 * http/rate-limit.ts): from many addresses, a stranger could otherwise flood a mailbox. A request
 * beyond the limit gets the same answer as one within it, so the answer tells nothing more.
 */
export const RECIPIENT_MAIL_LIMITS = {
  password_reset: { max: 3, windowSeconds: 3600 },
  account_unlock: { max: 3, windowSeconds: 3600 },
  data_request: { max: 3, windowSeconds: 24 * 3600 },
  receipt: { max: 10, windowSeconds: 3600 },
  email_change: { max: 3, windowSeconds: 3600 },
} as const
export type RecipientMail = keyof typeof RECIPIENT_MAIL_LIMITS

/** Counts one mail of this kind to the member; false when the member's limit is already spent. */
export async function mayMailMember(limiter: Limiter, kind: RecipientMail, tenantId: number, userId: number): Promise<boolean> {
  const { max, windowSeconds } = RECIPIENT_MAIL_LIMITS[kind]
  const hit = await limiter.hit(`mail-${kind}:${tenantId}:${userId}`, windowSeconds)
  return hit.count <= max
}
