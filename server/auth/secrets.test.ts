import { describe, expect, it } from 'vitest'
import { randomToken, safeEqual, sha256 } from './secrets'

describe('secrets', () => {
  it('hashes with SHA-256 in hex, as the stored token hashes were written', () => {
    // FIPS 180-2 test vector.
    expect(sha256('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad')
    // Strings are hashed as UTF-8.
    expect(sha256('é')).toBe('4a99557e4033c3539de2eb65472017cad5f9557f7a0625a09f1c3f6e2ba69c4c')
  })

  it('makes 32-byte url-safe tokens, each new, compared in constant time', () => {
    const a = randomToken()
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(randomToken()).not.toBe(a)
    expect(safeEqual(a, a)).toBe(true)
    expect(safeEqual(a, `${a}x`)).toBe(false)
  })
})
