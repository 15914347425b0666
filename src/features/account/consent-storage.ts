/** Spec section 9: the cookie consent lasts 15552000000 ms (180 days). */
export const COOKIE_CONSENT_MAX_AGE_MS = 15_552_000_000
export const COOKIE_CONSENT_NAME = 'frontoffice_cookie_consent'
export const WELCOME_SEEN_KEY = 'frontoffice.welcome-seen'

/** Whether a `document.cookie` string holds the consent cookie. */
export function hasConsentCookie(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${COOKIE_CONSENT_NAME}=`))
}

/** The Set-Cookie string of an accepted consent, valid 180 days from now, for the whole app. */
export function consentCookie(now: number, path = '/'): string {
  const expires = new Date(now + COOKIE_CONSENT_MAX_AGE_MS).toUTCString()
  return `${COOKIE_CONSENT_NAME}=accepted; expires=${expires}; max-age=${COOKIE_CONSENT_MAX_AGE_MS / 1000}; path=${path}; SameSite=Lax`
}

/** Spec section 4: the cookie consent appears when the tenant enables it and the cookie is absent. */
export function shouldAskCookieConsent(useCookieConsent: boolean, cookies: string): boolean {
  return useCookieConsent && !hasConsentCookie(cookies)
}

/** The welcome modal shows once: the flag is kept in localStorage (a blocked storage shows it, without failing). */
export function welcomeSeen(storage: Pick<Storage, 'getItem'> | null): boolean {
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
    // Private mode without storage: the welcome will show again next time, nothing worse.
  }
}

/**
 * Spec section 2: the terms modal is for authenticated users who have not accepted the current
 * version, when the tenant uses terms and conditions.
 */
export function needsTermsAcceptance(input: { useTermsAndConditions: boolean; authenticated: boolean; acceptedVersionId: number | null; currentVersionId: number | null }): boolean {
  if (!input.useTermsAndConditions || !input.authenticated || input.currentVersionId === null) return false
  return input.acceptedVersionId !== input.currentVersionId
}
