import type { IntentName } from '../dialog/intent-types'

/**
 * Takes up what a login interrupted (a booking click, say) where it stopped; resolves to false when
 * nothing waits, and the intent that asked for the login is then answered anew.
 */
export type LoginResume = () => Promise<boolean>

const resumes = new Map<IntentName, LoginResume>()

/** A capability registers how it resumes the intent whose flow asked for a login. */
export function registerLoginResume(intent: IntentName, resume: LoginResume): void {
  resumes.set(intent, resume)
}

/** Whether a capability took the flow up again after the login `intent` asked for. */
export async function resumeAfterLogin(intent: IntentName): Promise<boolean> {
  return (await resumes.get(intent)?.()) ?? false
}
