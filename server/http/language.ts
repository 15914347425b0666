import { LanguageSchema, type Language } from '@contracts/common'

/**
 * Picks the request's language from Accept-Language among the supported ones, by q-value then order;
 * `fr-CA` matches `fr`. Falls back when nothing matches.
 */
export function pickLanguage(header: string | undefined, supported: readonly Language[], fallback: Language): Language {
  if (!header) return fallback
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((e) => e.base && !Number.isNaN(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const hit = ranked.find((e) => (supported as readonly string[]).includes(e.base))
  return hit ? (hit.base as Language) : fallback
}

/** The browser's language among those the product speaks, French by default: before, or without, a tenant's. */
export function browserLanguage(acceptLanguage: string | undefined): Language {
  return pickLanguage(acceptLanguage, LanguageSchema.options, 'fr')
}

/** The cookie the app writes with the visitor's language choice (src/i18n/languages.ts), for what the server answers before any JavaScript. */
export const LANGUAGE_COOKIE = 'frontoffice_language'

/** The stored choice from a Cookie header, when it names a language the tenant offers. */
export function storedLanguage(cookieHeader: string | undefined, supported: readonly Language[]): Language | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=')
    if (name === LANGUAGE_COOKIE && (supported as readonly string[]).includes(value ?? '')) return value as Language
  }
  return null
}
