import { removeSessionEntriesStartingWith } from '../session-storage-prefix'

/** A code sent to a number: the number it went to (E.164) and when it stops working. */
export interface PendingSms {
  sentTo: string
  expiresAt: string
}

/** The flows that send a code and wait for its digits; each remembers its own. */
export type PendingSmsFlow = 'signup' | 'phone-change'

const PREFIX = 'frontoffice.pending-sms.'

/**
 * The server keeps no readable trace of a code waiting for its digits (the spec's calls are POST
 * and PUT /user/sms_code only), so the tab remembers it: one entry per flow, tenant and member.
 */
export function pendingSmsKey(flow: PendingSmsFlow, tenant: string | null | undefined, userId: number | null | undefined): string | null {
  return tenant && userId != null ? `${PREFIX}${flow}.${tenant}.${userId}` : null
}

// Hooks re-read the storage when an entry changes in this page (the storage event only fires in other tabs).
const listeners = new Set<() => void>()

export function subscribePendingSms(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function changed(): void {
  for (const listener of listeners) listener()
}

function isPendingSms(value: unknown): value is PendingSms {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.sentTo === 'string' && v.sentTo.length > 0 && typeof v.expiresAt === 'string' && !Number.isNaN(Date.parse(v.expiresAt))
}

export function rememberPendingSms(key: string, sms: PendingSms): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ sentTo: sms.sentTo, expiresAt: sms.expiresAt }))
  } catch {
    // Storage refused: the code step lasts for this page only.
  }
  changed()
}

/** The stored text of an entry, compared by hooks to know when to parse it again. */
export function rawPendingSms(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

/** A stored entry read back, expired or not; null when none or unreadable. */
export function parsePendingSms(raw: string | null): PendingSms | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    return isPendingSms(value) ? { sentTo: value.sentTo, expiresAt: value.expiresAt } : null
  } catch {
    return null
  }
}

export function readPendingSms(key: string): PendingSms | null {
  return parsePendingSms(rawPendingSms(key))
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
  changed()
}

/** Logout: no code of this tab's members outlives their session, whatever the flow. */
export function forgetAllPendingSms(): void {
  removeSessionEntriesStartingWith(PREFIX)
  changed()
}
