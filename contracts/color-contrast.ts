import { isHexColor } from './hex-color'

/** sRGB channels of a #rgb or #rrggbb colour, 0-255. */
function channels(hex: string): [number, number, number] {
  const h = hex.slice(1)
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

/** WCAG 2 relative luminance. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => {
    const s = c / 255
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/** What a focus indicator must reach against what it is drawn on (WCAG 1.4.11, 2.4.13). */
export const FOCUS_MIN_CONTRAST = 3

const DARK = '#0f172a'
const LIGHT = '#ffffff'
/** Surfaces a focus ring is drawn on besides the tenant's page background: cards and panels. */
const CARD = '#ffffff'

/**
 * The focus ring's colour for a tenant: its primary colour where that stands out 3:1 from the page
 * background and from cards, else dark ink (or white on a dark background). A light brand colour
 * (a mint green) would otherwise draw a ring that low-vision users cannot find.
 */
export function focusRingColor(primary: string | undefined, background: string | undefined): string {
  const page = background && isHexColor(background) ? background : LIGHT
  if (primary && isHexColor(primary) && contrastRatio(primary, page) >= FOCUS_MIN_CONTRAST && contrastRatio(primary, CARD) >= FOCUS_MIN_CONTRAST) {
    return primary
  }
  return contrastRatio(DARK, page) >= FOCUS_MIN_CONTRAST ? DARK : LIGHT
}
