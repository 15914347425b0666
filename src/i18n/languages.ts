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

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(STORAGE_KEY, language)
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}
