import i18n, { type BackendModule, type Resource } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGUAGES, DEFAULT_LANGUAGE, type Language, isLanguage, storedLanguage } from './languages'

/** Namespaces every screen may need at once: bundled with the entry so the first paint is translated. */
export const CORE_NAMESPACES = ['common', 'auth', 'errors', 'layout', 'status'] as const

const core = import.meta.glob<Record<string, unknown>>('./locales/*/{common,auth,errors,layout,status}.json', {
  eager: true,
  import: 'default',
})
// Every other namespace (search, booking, chat, ...) loads on first use, in its own chunk.
const lazy = import.meta.glob<Record<string, unknown>>(['./locales/*/*.json', '!./locales/*/{common,auth,errors,layout,status}.json'], { import: 'default' })

function coreResources(): Resource {
  const resources: Resource = {}
  for (const [path, bundle] of Object.entries(core)) {
    const [, lng, ns] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? []
    if (!lng || !ns) continue
    resources[lng] = { ...resources[lng], [ns]: bundle }
  }
  return resources
}

const lazyBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = lazy[`./locales/${language}/${namespace}.json`]
    if (!load) {
      callback(null, {})
      return
    }
    load().then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    )
  },
}

void i18n
  .use(lazyBackend)
  .use(initReactI18next)
  .init({
    // The visitor's stored choice from the first request on: GET /tenant leaves before the tenant says
    // which languages it offers, and its Accept-Language must already be the one the visitor chose.
    lng: storedLanguage() ?? DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...CORE_NAMESPACES],
    defaultNS: 'common',
    resources: coreResources(),
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: true },
  })

/** The language currently shown, narrowed to the two the product speaks. */
export function currentLanguage(): Language {
  const lng = i18n.resolvedLanguage ?? i18n.language
  return isLanguage(lng) ? lng : DEFAULT_LANGUAGE
}

export { i18n }
