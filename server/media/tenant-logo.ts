import { initials, safeColor, xmlEscape } from './svg'
import { boldTextWidth } from './text-width'

interface LogoInput {
  name: string
  primary: string
  contrast: string
  secondary: string
}

const TEXT_X = 58
const RIGHT_PADDING = 4
// The app header shows the logo 36 px high and at most 192 px wide (128 on phones): a wordmark up
// to 256 units across keeps the full height there; a longer name goes on two lines.
const ONE_LINE_MAX_WIDTH = 256

interface WordmarkLine {
  text: string
  y: number
  width: number
}

function twoLines(words: string[], fontSize: number): [string, string] {
  let best: [string, string] = [words.join(' '), '']
  let bestWidth = Infinity
  for (let i = 1; i < words.length; i += 1) {
    const pair: [string, string] = [words.slice(0, i).join(' '), words.slice(i).join(' ')]
    const width = Math.max(boldTextWidth(pair[0], fontSize), boldTextWidth(pair[1], fontSize))
    if (width < bestWidth) [best, bestWidth] = [pair, width]
  }
  return best
}

/** The name on one line at 18 px, or split between words into two balanced lines at 16 px. */
export function wordmarkLayout(name: string): { fontSize: number; lines: WordmarkLine[] } {
  const words = name.trim().split(/\s+/)
  const oneLine = words.join(' ')
  const width = boldTextWidth(oneLine, 18)
  if (TEXT_X + width + RIGHT_PADDING <= ONE_LINE_MAX_WIDTH || words.length < 2) return { fontSize: 18, lines: [{ text: oneLine, y: 31, width }] }
  const [first, second] = twoLines(words, 16)
  return {
    fontSize: 16,
    lines: [
      { text: first, y: 21, width: boldTextWidth(first, 16) },
      { text: second, y: 40, width: boldTextWidth(second, 16) },
    ],
  }
}

/**
 * The tenant's wordmark: a rounded badge with a car glyph and the tenant's name. Each line is drawn
 * at the width the viewBox makes room for (textLength), so no installed font can clip the name.
 */
export function tenantLogoSvg({ name, primary, contrast, secondary }: LogoInput): string {
  const bg = safeColor(primary, '#0B6E4F')
  const fg = safeColor(contrast, '#FFFFFF')
  const accent = safeColor(secondary, '#F2A541')
  const { fontSize, lines } = wordmarkLayout(name)
  const width = TEXT_X + Math.max(...lines.map((line) => line.width)) + RIGHT_PADDING
  const texts = lines.map(
    (line) =>
      `<text x="${TEXT_X}" y="${line.y}" textLength="${line.width}" lengthAdjust="spacingAndGlyphs" font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="700" fill="${bg}">${xmlEscape(line.text)}</text>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${xmlEscape(name)}">
<rect x="0" y="0" width="48" height="48" rx="12" fill="${bg}"/>
<path d="M10 30 l4-9 a4 4 0 0 1 4-3 h12 a4 4 0 0 1 4 3 l4 9 v6 h-4 v-3 h-24 v3 h-4z" fill="${fg}"/>
<circle cx="17" cy="31" r="2.5" fill="${accent}"/><circle cx="31" cy="31" r="2.5" fill="${accent}"/>
${texts.join('\n')}
</svg>`
}

/** A square favicon with the tenant's initials. */
export function tenantFaviconSvg({ name, primary, contrast }: Omit<LogoInput, 'secondary'>): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">
<rect width="64" height="64" rx="14" fill="${safeColor(primary, '#0B6E4F')}"/>
<text x="32" y="41" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="${safeColor(contrast, '#FFFFFF')}">${xmlEscape(initials(name))}</text>
</svg>`
}
