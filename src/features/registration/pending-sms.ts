/** A code sent during the phone step: the number it went to (E.164) and when it stops working. */
export interface PendingSms {
  sentTo: string
  expiresAt: string
}

const PREFIX = 'frontoffice.signup-sms.'

/**
 * The server keeps no readable trace of a code waiting for its digits (the spec's calls are
 * POST and PUT /user/sms_code only), so the tab remembers it: one entry per tenant and member.
 */
export function pendingSmsKey(tenant: string | null | undefined, userId: number | null | undefined): string | null {
  return tenant && userId != null ? `${PREFIX}${tenant}.${userId}` : null
}

function isPendingSms(value: unknown): value is PendingSms {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.sentTo === 'string' && v.sentTo.length > 0 && typeof v.expiresAt === 'string' && !Number.isNaN(Date.parse(v.expiresAt))
}

export function rememberPendingSms(key: string, sms: PendingSms): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(sms))
  } catch {
    // Storage refused: the code step lasts for this page only.
  }
}

/** The code remembered for this tenant and member, expired or not; null when none or unreadable. */
export function readPendingSms(key: string): PendingSms | null {
  try {
    const raw = sessionStorage.getItem(key)
    if (!raw) return null
    const value: unknown = JSON.parse(raw)
    return isPendingSms(value) ? { sentTo: value.sentTo, expiresAt: value.expiresAt } : null
  } catch {
    return null
  }
}

export function isPendingSmsLive(sms: PendingSms, now: number): boolean {
  return Date.parse(sms.expiresAt) > now
}

export function forgetPendingSms(key: string): void {
  try {
    sessionStorage.removeItem(key)
  } catch {
    // Nothing was kept.
  }
}

/** Logout: no code of this tab's members outlives their session. */
export function forgetAllPendingSms(): void {
  try {
    const keys: string[] = []
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i)
      if (key?.startsWith(PREFIX)) keys.push(key)
    }
    for (const key of keys) sessionStorage.removeItem(key)
  } catch {
    // Storage refused: nothing was kept.
  }
}
