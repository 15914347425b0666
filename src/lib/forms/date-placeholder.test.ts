// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { datePlaceholder } from './date-placeholder'

describe('datePlaceholder', () => {
  it('speaks the visitor language', () => {
    expect(datePlaceholder('DD-MM-YYYY', 'fr')).toBe('JJ-MM-AAAA')
    expect(datePlaceholder('YYYY-MM-DD', 'fr')).toBe('AAAA-MM-JJ')
    expect(datePlaceholder('YYYY-MM-DD', 'en')).toBe('YYYY-MM-DD')
  })
})
