import { describe, expect, it } from 'vitest'
import { consentCookie, hasConsentCookie, markWelcomeSeen, needsTermsAcceptance, shouldAskCookieConsent, welcomeSeen, welcomeSeenCookie } from './consent-storage'

describe('cookie consent (spec sections 4 and 9)', () => {
  it('asks when enabled and the cookie is absent', () => {
    expect(shouldAskCookieConsent(true, 'a=1; b=2')).toBe(true)
    expect(shouldAskCookieConsent(true, 'a=1; frontoffice_cookie_consent=accepted')).toBe(false)
    expect(shouldAskCookieConsent(false, '')).toBe(false)
  })

  it('sets a cookie for 180 days (15552000000 ms)', () => {
    const now = Date.parse('2026-11-25T12:00:00Z')
    const cookie = consentCookie(now, '/frontofficev2/')
    expect(cookie).toContain('frontoffice_cookie_consent=accepted')
    expect(cookie).toContain(`expires=${new Date(now + 15552000000).toUTCString()}`)
    expect(cookie).toContain('max-age=15552000')
    expect(cookie).toContain('path=/frontofficev2/')
    document.cookie = consentCookie(Date.now())
    expect(hasConsentCookie(document.cookie)).toBe(true)
  })
})

describe('welcome flag', () => {
  it('shows once, then the flag in localStorage keeps it hidden', () => {
    localStorage.clear()
    expect(welcomeSeen(localStorage, '')).toBe(false)
    markWelcomeSeen(localStorage)
    expect(welcomeSeen(localStorage, '')).toBe(true)
  })

  it("is seen once its cookie is there, the one the server's first paint reads too", () => {
    localStorage.clear()
    expect(welcomeSeen(localStorage, 'a=1; frontoffice_welcome_seen=1')).toBe(true)
    expect(welcomeSeenCookie('/frontofficev2/')).toMatch(/^frontoffice_welcome_seen=1; max-age=34560000; path=\/frontofficev2\/; SameSite=Lax$/)
  })

  it('a storage that throws shows it without failing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(welcomeSeen(broken, '')).toBe(false)
    expect(() => markWelcomeSeen(broken)).not.toThrow()
  })
})

describe('terms acceptance', () => {
  const base = { useTermsAndConditions: true, authenticated: true, acceptedVersionId: null, currentVersionId: 3 }
  it.each([
    ['a member who accepted none', base, true],
    ['a member who accepted an older version', { ...base, acceptedVersionId: 2 }, true],
    ['a member who accepted this one', { ...base, acceptedVersionId: 3 }, false],
    ['a guest', { ...base, authenticated: false }, false],
    ['a tenant without terms', { ...base, useTermsAndConditions: false }, false],
    ['no published version', { ...base, currentVersionId: null }, false],
  ])('%s', (_label, input, expected) => {
    expect(needsTermsAcceptance(input)).toBe(expected)
  })
})
