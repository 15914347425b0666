import type { UserRow } from '../db/schema'
import { forbidden } from '../errors'

/** Spec section 6: drivers whose step is driver_ok or driver_waiting_for_validation may book. */
export function mayBook(user: Pick<UserRow, 'workflow_next_step'>): boolean {
  return user.workflow_next_step === 'driver_ok' || user.workflow_next_step === 'driver_waiting_for_validation'
}

/** Members need a live account with at least one role (DECISIONS.md); anything else is not a session. */
export function isUsableMember(user: Pick<UserRow, 'deleted_at' | 'roles'>): boolean {
  if (user.deleted_at !== null) return false
  try {
    const roles = JSON.parse(user.roles) as unknown
    return Array.isArray(roles) && roles.length > 0
  } catch {
    return false
  }
}

export function isBlocked(user: Pick<UserRow, 'workflow_next_step'>): boolean {
  return user.workflow_next_step === 'driver_blocked'
}

/**
 * A blocked member reads their account and rentals but changes nothing (DECISIONS.md): no rental
 * change or cancellation, no geotracking switch, no profile or photo edit. 403 account_blocked.
 */
export function assertNotBlocked(user: Pick<UserRow, 'workflow_next_step'>): void {
  if (isBlocked(user)) throw forbidden('account_blocked')
}

/** 403 account_blocked for blocked drivers, 403 forbidden for drivers who have not finished registering. */
export function assertMayBook(user: Pick<UserRow, 'workflow_next_step'>): void {
  assertNotBlocked(user)
  if (!mayBook(user)) throw forbidden()
}

export function rolesOf(user: Pick<UserRow, 'roles'>): string[] {
  try {
    const roles = JSON.parse(user.roles) as unknown
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : []
  } catch {
    return []
  }
}
