import type { IntentName } from '../dialog/intent-types'

/**
 * Takes up what a login interrupted (a booking click, say) where it stopped; returns false when
 * nothing waits, and the intent that asked for the login is then answered anew.
 */
export type LoginResume = () => boolean

const resumes = new Map<IntentName, LoginResume>()

/** A capability registers how it resumes the intent whose flow asked for a login. */
export function registerLoginResume(intent: IntentName, resume: LoginResume): void {
  resumes.set(intent, resume)
}

/** Whether a capability took the flow up again after the login `intent` asked for. */
export function resumeAfterLogin(intent: IntentName): boolean {
  return resumes.get(intent)?.() ?? false
}
