import { ERROR_CODES } from '@contracts/errors'
import { CORE_NAMESPACES } from '@/i18n'

const bundles = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' })

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
}

const bundle = (language: string, namespace: string) => bundles[`./locales/${language}/${namespace}.json`]

describe('the shell translations', () => {
  it.each(CORE_NAMESPACES)('namespace %s has the same keys in French and English, none empty', (namespace) => {
    const fr = bundle('fr', namespace)
    const en = bundle('en', namespace)
    expect(fr).toBeDefined()
    expect(en).toBeDefined()
    expect(keys(en).sort()).toEqual(keys(fr).sort())
    for (const language of [fr, en]) {
      for (const key of keys(language)) {
        const value = key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], language)
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
