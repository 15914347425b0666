import { simpleTenant } from '../seed/simple-tenant'
import { demoTenant } from '../seed/demo-tenant'
import { entrepriseTenant } from '../seed/entreprise-tenant'
import { tenantLogoSvg, wordmarkLayout } from './tenant-logo'
import { boldTextWidth } from './text-width'

const COLOURS = { primary: '#6D28D9', contrast: '#FFFFFF', secondary: '#F59E0B' }

function parse(svg: string) {
  const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(svg)
  const texts = [...svg.matchAll(/<text x="(\d+)" y="\d+" textLength="(\d+)" lengthAdjust="spacingAndGlyphs"[^>]*>([^<]*)<\/text>/g)]
  return {
    width: Number(viewBox?.[1]),
    height: Number(viewBox?.[2]),
    lines: texts.map((m) => ({ x: Number(m[1]), length: Number(m[2]), text: m[3] })),
  }
}

describe('boldTextWidth', () => {
  // Widths at 18 px measured in Chromium: DejaVu Sans Bold (system-ui on Debian), Liberation Sans Bold (Arial's metrics).
  it.each([
    ['Autopartage Simple Québec', 285, 241],
    ['Montréal Autopartage', 225, 186],
    ['Flotte Entreprise Paris', 229, 192],
    ['WWW Mobilité', 148, 124],
    ['illicite', 62, 51],
    ['CITÉ AUTO', 106, 97],
  ])('estimates %s between the wide and the narrow common bold fonts', (text, dejaVu, arial) => {
    const estimate = boldTextWidth(text, 18)
    expect(estimate).toBeGreaterThan(dejaVu * 0.88)
    expect(estimate).toBeLessThan(arial * 1.2)
  })
})

describe('tenantLogoSvg', () => {
  it.each([simpleTenant, demoTenant, entrepriseTenant].map((t) => [t.slug, t.human_name]))(
    'draws the whole name of the seeded %s tenant inside the viewBox, at full height in the header',
    (_slug, name) => {
      const logo = parse(tenantLogoSvg({ name, ...COLOURS }))
      expect(logo.lines.map((line) => line.text).join(' ')).toBe(name)
      for (const line of logo.lines) expect(line.x + line.length).toBeLessThanOrEqual(logo.width)
      // The header draws it 36 px high and at most 192 px wide.
      expect((logo.width * 36) / logo.height).toBeLessThanOrEqual(192)
    },
  )

  it('keeps a short name on one line and splits a long one between words into balanced lines', () => {
    expect(wordmarkLayout('Zo Auto').lines.map((l) => l.text)).toEqual(['Zo Auto'])
    const long = wordmarkLayout('Autopartage Simple Québec')
    expect(long.lines.map((l) => l.text)).toEqual(['Autopartage', 'Simple Québec'])
    expect(long.fontSize).toBeLessThan(wordmarkLayout('Zo Auto').fontSize)
  })

  it('escapes the name and keeps a single long word on one line', () => {
    const logo = tenantLogoSvg({ name: 'Auto&Partage<Sûr>Internationalisation', ...COLOURS })
    expect(logo).toContain('aria-label="Auto&amp;Partage&lt;Sûr&gt;Internationalisation"')
    const { lines, width } = parse(logo)
    expect(lines).toHaveLength(1)
    expect(lines[0].x + lines[0].length).toBeLessThanOrEqual(width)
  })
})
