import type { Tenant } from '@contracts/tenant'

/**
 * What the app shows offline, as last seen on this device: the tenant (public), and for
 * a member their id and their current and upcoming bookings. The bookings are a driver's data:
 * they are kept under the member's id, replaced on each load and erased at logout (start.ts), like
 * the conversation. Storage is per origin, so per tenant host.
 */
const TENANT_KEY = 'frontoffice.offline.tenant'
const MEMBER_KEY = 'frontoffice.offline.member'
const BOOKINGS_PREFIX = 'frontoffice.offline.bookings.'

/** A booking as the offline screen lists it: what the driver needs to find their car. */
export interface LastSeenBooking {
  id: number | string
  status: string
  start: string
  end: string
  vehicle: string | null
}

function read<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage full or refused (private browsing): nothing is shown offline then.
  }
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key)
  } catch {
    // Nothing was stored.
  }
}

export const rememberTenant = (tenant: Tenant) => write(TENANT_KEY, tenant)
export const lastSeenTenant = () => read<Tenant>(TENANT_KEY)

export const rememberMember = (userId: number) => write(MEMBER_KEY, { userId })
export const lastSeenMember = () => read<{ userId: number }>(MEMBER_KEY)?.userId ?? null

export const rememberBookings = (userId: number, bookings: LastSeenBooking[]) => write(`${BOOKINGS_PREFIX}${userId}`, { bookings, savedAt: Date.now() })
export function lastSeenBookings(userId: number): { bookings: LastSeenBooking[]; savedAt: number } | null {
  const stored = read<{ bookings: LastSeenBooking[]; savedAt: number }>(`${BOOKINGS_PREFIX}${userId}`)
  return stored && Array.isArray(stored.bookings) ? stored : null
}

/** At logout (a shared device): nothing of the member stays. The tenant is public and stays. */
export function forgetLastSeenMember(): void {
  const userId = lastSeenMember()
  remove(MEMBER_KEY)
  if (userId !== null) remove(`${BOOKINGS_PREFIX}${userId}`)
  try {
    const keys: string[] = []
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i)
      if (key?.startsWith(BOOKINGS_PREFIX)) keys.push(key)
    }
    for (const key of keys) localStorage.removeItem(key)
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** Whether an error is the network being gone (fetch failed), not an answer from the server. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true
  return error instanceof TypeError
}
