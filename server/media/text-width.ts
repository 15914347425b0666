// Advance widths of a bold sans-serif, in em, by family of glyph: between DejaVu Sans Bold (what
// system-ui is on Debian) and Arial Bold. The server has no font to measure with.
const NARROW = new Set([..."ijlI.,:;'!| "])
const SEMI_NARROW = new Set([...'frt-()/'])
const WIDE = new Set([...'mwMW'])

function glyphWidth(char: string): number {
  // An accented letter is as wide as its base letter (é as e).
  const base = char.normalize('NFD')[0] ?? char
  if (NARROW.has(base)) return 0.32
  if (SEMI_NARROW.has(base)) return 0.45
  if (WIDE.has(base)) return 0.95
  if (base !== base.toLowerCase()) return 0.75
  return 0.62
}

/** The width bold sans-serif text takes at `fontSize`, estimated: an SVG gives it as textLength so any font fits it exactly. */
export function boldTextWidth(text: string, fontSize: number): number {
  let em = 0
  for (const char of text) em += glyphWidth(char)
  return Math.ceil(em * fontSize)
}
