import type { Tenant } from '@contracts/tenant'
import { i18n } from '@/i18n'
import { loadChatEnglish } from '@/i18n/chat-english'
import { isLanguage, storedLanguage, storeLanguage, type Language } from '@/i18n/languages'

/** The languages a tenant's visitors may read: its list with the language toggle, else its own language. */
export function offeredLanguages(tenant: Pick<Tenant, 'language' | 'languages' | 'features'>): readonly string[] {
  return tenant.features.multilanguage ? tenant.languages : [tenant.language]
}

/**
 * The language to start in: the visitor's stored choice when the tenant offers it, else the first of
 * the browser's languages the tenant offers (a first visit from an English browser reads English),
 * else the tenant's language, else French (spec sections 7 and 9).
 */
export function initialLanguage(tenant: Pick<Tenant, 'language' | 'languages' | 'features'>, stored: Language | null, browser: readonly string[] = []): Language {
  const offered = offeredLanguages(tenant)
  if (stored && offered.includes(stored)) return stored
  const fromBrowser = browser.map((tag) => tag.split('-')[0].toLowerCase()).find((code) => isLanguage(code) && offered.includes(code))
  if (fromBrowser && isLanguage(fromBrowser)) return fromBrowser
  if (isLanguage(tenant.language)) return tenant.language
  return 'fr'
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : []
}

/** Shows the app in a language: translations, <html lang>, and the stored choice for next visits. */
export async function applyLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  if (options.remember ?? true) storeLanguage(language)
  document.documentElement.lang = language
  if (language === 'en') await loadChatEnglish().catch(() => undefined)
  if (i18n.language !== language) await i18n.changeLanguage(language)
}

export function startLanguage(tenant: Tenant): Promise<void> {
  return applyLanguage(initialLanguage(tenant, storedLanguage(), browserLanguages()), { remember: false })
}

/**
 * When the tenant could not be loaded, the page saying so is still read in the language the visitor
 * chose on this site (stored per origin, so per tenant), not in the default French.
 */
export async function startLanguageWithoutTenant(): Promise<void> {
  const stored = storedLanguage()
  if (stored) await applyLanguage(stored, { remember: false })
}
