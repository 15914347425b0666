import type { Tenant } from '@contracts/tenant'
import { i18n } from '@/i18n'
import { isLanguage, storedLanguage, storeLanguage, type Language } from '@/i18n/languages'

/**
 * The language to start in: the visitor's stored choice when the tenant offers it, else the
 * tenant's language, else French (spec sections 7 and 9).
 */
export function initialLanguage(tenant: Pick<Tenant, 'language' | 'languages' | 'features'>, stored: Language | null): Language {
  const offered = tenant.features.multilanguage ? tenant.languages : [tenant.language]
  if (stored && offered.includes(stored)) return stored
  if (isLanguage(tenant.language)) return tenant.language
  return 'fr'
}

/** Shows the app in a language: translations, <html lang>, and the stored choice for next visits. */
export async function applyLanguage(language: Language, options: { remember?: boolean } = {}): Promise<void> {
  if (options.remember ?? true) storeLanguage(language)
  document.documentElement.lang = language
  if (i18n.language !== language) await i18n.changeLanguage(language)
}

export function startLanguage(tenant: Tenant): Promise<void> {
  return applyLanguage(initialLanguage(tenant, storedLanguage()), { remember: false })
}

/**
 * When the tenant could not be loaded, the page saying so is still read in the language the visitor
 * chose on this site (stored per origin, so per tenant), not in the default French.
 */
export async function startLanguageWithoutTenant(): Promise<void> {
  const stored = storedLanguage()
  if (stored) await applyLanguage(stored, { remember: false })
}
