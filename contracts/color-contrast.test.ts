import { contrastRatio, focusRingColor, FOCUS_MIN_CONTRAST } from './color-contrast'

describe('contrastRatio', () => {
  it('gives the WCAG figures: black on white 21, a colour on itself 1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#fff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })
})

describe('focusRingColor', () => {
  it("keeps a tenant's dark primary colour", () => {
    expect(focusRingColor('#0B6E4F', '#F7F9F8')).toBe('#0B6E4F')
  })

  it('replaces a light (mint) primary that stands out less than 3:1 with dark ink', () => {
    expect(contrastRatio('#3EB489', '#ffffff')).toBeLessThan(FOCUS_MIN_CONTRAST)
    const ring = focusRingColor('#3EB489', '#F7F9F8')
    expect(ring).toBe('#0f172a')
    expect(contrastRatio(ring, '#F7F9F8')).toBeGreaterThanOrEqual(FOCUS_MIN_CONTRAST)
  })

  it('draws white on a dark page background when the primary does not stand out', () => {
    expect(focusRingColor('#1e293b', '#111827')).toBe('#ffffff')
  })

  it('falls back on dark ink for a missing or malformed colour', () => {
    expect(focusRingColor(undefined, undefined)).toBe('#0f172a')
    expect(focusRingColor('green', '#ffffff')).toBe('#0f172a')
  })
})
