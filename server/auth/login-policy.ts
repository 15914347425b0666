/**
 * Per-account sign-in limits (DECISIONS.md "wrong passwords"): counted per tenant
 * and e-mail, whether the account exists or not, so the answers tell nothing about which do.
 */
/** Wrong passwords before each further attempt must wait. */
export const LOGIN_SLOWDOWN_AFTER = 3
/** Wrong passwords that lock the account: even the right one is refused until unlocked. */
export const LOGIN_LOCKOUT_AFTER = 10
/** A lock ends by itself after this, or at once through the unlock e-mail or a password reset. */
export const LOGIN_LOCK_MS = 60 * 60_000
/** Wrong passwords older than this are forgotten. */
export const LOGIN_FAILURE_MEMORY_MS = 60 * 60_000
/** The unlock link's lifetime. */
export const UNLOCK_TOKEN_TTL_MS = 2 * 3600_000
/** The password reset link's lifetime (it also clears a lock). */
export const PASSWORD_RESET_TOKEN_TTL_MS = 2 * 3600_000

/** Milliseconds an attempt must wait after the last wrong one: 1 s, 2 s, 4 s ... up to 60 s. */
export function loginWaitMs(failures: number): number {
  if (failures < LOGIN_SLOWDOWN_AFTER) return 0
  return Math.min(60_000, 1000 * 2 ** (failures - LOGIN_SLOWDOWN_AFTER))
}

/** PUT /user/password: checks of the current password per member in a window (then 429 rate_limited). */
export const PASSWORD_CHANGE_MAX_CHECKS = 10
export const PASSWORD_CHANGE_WINDOW_SECONDS = 3600
