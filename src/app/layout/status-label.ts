import type { ClientUser } from '@/core/session'

/** The key of the member's status label in the `status` namespace (blocked shows as such). */
export function statusLabelKey(user: Pick<ClientUser, 'status' | 'serverStep'>): string {
  return user.serverStep === 'driver_blocked' ? 'account.blocked' : `account.${user.status}`
}
