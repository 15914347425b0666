// @vitest-environment node
import { ERROR_CODES } from '@contracts/errors'
import { CORE_NAMESPACES } from '@/i18n'

const bundles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' })

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

const bundle = (language: string, namespace: string) => bundles[`./locales/${language}/${namespace}.json`]

// Every namespace on disk, not only the core ones: the lazy ones (search, booking, chat, cards...) are
// just as visible, and a key missing in English would show the French fallback to an English driver.
const namespacesOf = (language: string) =>
  Object.keys(bundles)
    .filter((path) => path.startsWith(`./locales/${language}/`))
    .map((path) => path.slice(`./locales/${language}/`.length, -'.json'.length))
    .sort()
const ALL_NAMESPACES = namespacesOf('fr')

// The {{placeholders}} a message fills, so a translation cannot drop or rename one.
const placeholders = (message: unknown) => [...String(message).matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort()
const at = (tree: unknown, key: string) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], tree)

describe('the shell translations', () => {
  it('has the same namespace files in French and English, the core ones among them', () => {
    expect(namespacesOf('en')).toEqual(ALL_NAMESPACES)
    expect(ALL_NAMESPACES).toEqual(expect.arrayContaining([...CORE_NAMESPACES]))
    expect(ALL_NAMESPACES.length).toBeGreaterThan(CORE_NAMESPACES.length)
  })

  it.each(ALL_NAMESPACES)('namespace %s fills the same placeholders in French and English', (namespace) => {
    const fr = bundle('fr', namespace)
    const en = bundle('en', namespace)
    for (const key of keys(fr)) {
      expect(placeholders(at(en, key)), `${namespace}:${key}`).toEqual(placeholders(at(fr, key)))
    }
  })

  it.each(ALL_NAMESPACES)('namespace %s has the same keys in French and English, none empty', (namespace) => {
    const fr = bundle('fr', namespace)
    const en = bundle('en', namespace)
    expect(fr).toBeDefined()
    expect(en).toBeDefined()
    expect(keys(en).sort()).toEqual(keys(fr).sort())
    for (const language of [fr, en]) {
      for (const key of keys(language)) {
        const value = at(language, key)
        expect(typeof value === 'string' && value.trim().length > 0, `${namespace}:${key}`).toBe(true)
      }
    }
  })

  it.each(['fr', 'en'])('every error code of the contract has a message in %s', (language) => {
    const errors = bundle(language, 'errors') as Record<string, string>
    const missing = ERROR_CODES.filter((code) => !errors[code])
    expect(missing).toEqual([])
  })

  it('words the spec messages as the spec does', () => {
    const fr = bundle('fr', 'errors') as Record<string, string>
    const en = bundle('en', 'errors') as Record<string, string>
    expect(fr.EMAIL_ALREADY_TAKEN).toBe('Cette adresse e-mail est déjà utilisée')
    expect(en.EMAIL_ALREADY_TAKEN).toBe('This email is already taken')
    expect(en.SEARCH_NO_ACTIVE_CARD).toBe('A card valid at the end of the rental is needed')
    expect(en['login-error']).toBe('Access denied, check your credentials')
    expect(fr['login-error']).toBe('Accès refusé, vérifiez vos identifiants')
  })
})
