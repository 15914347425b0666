import { pickLanguage } from './language'

describe('pickLanguage', () => {
  it.each([
    ['en-CA,en;q=0.9,fr;q=0.8', 'en'],
    ['fr-CA', 'fr'],
    ['de-DE,en;q=0.5', 'en'],
    ['de', 'fr'],
    ['en;q=0.2, fr;q=0.9', 'fr'],
    ['*', 'fr'],
    ['en;q=0', 'fr'],
    ['', 'fr'],
  ] as const)('%s -> %s', (header, expected) => {
    expect(pickLanguage(header, ['fr', 'en'], 'fr')).toBe(expected)
  })

  it('only picks a supported language', () => {
    expect(pickLanguage('en', ['fr'], 'fr')).toBe('fr')
  })
})
