import type { Language } from '@contracts/common'

export type { Language }
export const LANGUAGES: readonly Language[] = ['fr', 'en']
export const DEFAULT_LANGUAGE: Language = 'fr'

export function isLanguage(value: unknown): value is Language {
  return value === 'fr' || value === 'en'
}

const STORAGE_KEY = 'frontoffice.language'

/** The language the visitor chose last (spec section 7: Accept-Language is the stored language). */
export function storedLanguage(): Language | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return isLanguage(value) ? value : null
  } catch {
    return null
  }
}

/** Read by the server (server/http/language.ts) so that index.html and its own pages are in this language before any JavaScript. */
const COOKIE = 'frontoffice_language'
const ONE_YEAR_S = 365 * 24 * 3600

export function storeLanguage(language: Language): void {
  try {
    document.cookie = `${COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; SameSite=Lax`
  } catch {
    // No document (tests without a DOM): the server falls back to Accept-Language.
  }
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}
