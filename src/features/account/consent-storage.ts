import { hasCookie, NOTICE_COOKIES } from '@contracts/first-visit'

/** Spec section 9: the cookie consent lasts 15552000000 ms (180 days). */
export const COOKIE_CONSENT_MAX_AGE_MS = 15_552_000_000
/** Where the welcome's answer was kept before it moved to a cookie: still honoured. */
export const WELCOME_SEEN_KEY = 'frontoffice.welcome-seen'
/** The welcome's answer lasts as long as a browser keeps a cookie (400 days in Chromium). */
const WELCOME_SEEN_MAX_AGE_S = 400 * 24 * 3600

/** Whether a `document.cookie` string holds the consent cookie. */
export function hasConsentCookie(cookies: string): boolean {
  return hasCookie(cookies, NOTICE_COOKIES.cookies)
}

/** The Set-Cookie string of an accepted consent, valid 180 days from now, for the whole app. */
export function consentCookie(now: number, path = '/'): string {
  const expires = new Date(now + COOKIE_CONSENT_MAX_AGE_MS).toUTCString()
  return `${NOTICE_COOKIES.cookies}=accepted; expires=${expires}; max-age=${COOKIE_CONSENT_MAX_AGE_MS / 1000}; path=${path}; SameSite=Lax`
}

/** Spec section 4: the cookie consent appears when the tenant enables it and the cookie is absent. */
export function shouldAskCookieConsent(useCookieConsent: boolean, cookies: string): boolean {
  return useCookieConsent && !hasConsentCookie(cookies)
}

/** The Set-Cookie string of a welcome seen, for the whole app: the server's first paint reads it too. */
export function welcomeSeenCookie(path = '/'): string {
  return `${NOTICE_COOKIES.welcome}=1; max-age=${WELCOME_SEEN_MAX_AGE_S}; path=${path}; SameSite=Lax`
}

/**
 * The welcome shows once (spec section 2, kept locally): seen when its cookie is there, or the
 * flag an earlier version kept in localStorage (a blocked storage shows it, without failing).
 */
export function welcomeSeen(storage: Pick<Storage, 'getItem'> | null, cookies: string): boolean {
  if (hasCookie(cookies, NOTICE_COOKIES.welcome)) return true
  try {
    return storage?.getItem(WELCOME_SEEN_KEY) === '1'
  } catch {
    return false
  }
}

export function markWelcomeSeen(storage: Pick<Storage, 'setItem'> | null): void {
  try {
    storage?.setItem(WELCOME_SEEN_KEY, '1')
  } catch {
    // Private mode without storage: the cookie still holds it.
  }
}

/**
 * Spec section 2: the terms modal is for authenticated users who have not accepted the current
 * version, when the tenant uses terms and conditions.
 */
export function needsTermsAcceptance(input: {
  useTermsAndConditions: boolean
  authenticated: boolean
  acceptedVersionId: number | null
  currentVersionId: number | null
}): boolean {
  if (!input.useTermsAndConditions || !input.authenticated || input.currentVersionId === null) return false
  return input.acceptedVersionId !== input.currentVersionId
}
