// @vitest-environment node
import { FEATURE_FLAGS, type Tenant } from '@contracts/tenant'
import { initialLanguage } from './language'

const features = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as Tenant['features']
type LanguageSettings = Pick<Tenant, 'language' | 'languages' | 'features'>
const bilingual: LanguageSettings = { language: 'fr', languages: ['fr', 'en'], features: { ...features, multilanguage: true } }
const frenchOnly: LanguageSettings = { language: 'fr', languages: ['fr', 'en'], features }

describe('initialLanguage', () => {
  it("starts a first visit in the browser's first language the tenant offers", () => {
    expect(initialLanguage(bilingual, null, ['en-CA', 'fr-CA'])).toBe('en')
    expect(initialLanguage(bilingual, null, ['de-DE', 'EN-us'])).toBe('en')
    expect(initialLanguage(bilingual, null, ['fr-FR', 'en'])).toBe('fr')
  })

  it("prefers the visitor's stored choice over the browser's", () => {
    expect(initialLanguage(bilingual, 'fr', ['en-CA'])).toBe('fr')
  })

  it("falls back on the tenant's language when the browser speaks none it offers, or it offers no toggle", () => {
    expect(initialLanguage(bilingual, null, ['de-DE', 'es'])).toBe('fr')
    expect(initialLanguage(bilingual, null, [])).toBe('fr')
    expect(initialLanguage(frenchOnly, null, ['en-CA'])).toBe('fr')
  })
})
