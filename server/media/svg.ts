import { isHexColor } from '@contracts/hex-color'

/** Escapes text for SVG/XML content and attribute values. */
export function xmlEscape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c)
}

/** Only #rgb / #rrggbb colours (contracts/hex-color.ts) reach an SVG; anything else falls back. */
export function safeColor(value: string | undefined, fallback: string): string {
  return value && isHexColor(value) ? value : fallback
}

export function initials(name: string): string {
  const words = name.split(/[\s-]+/).filter((w) => /^\p{L}/u.test(w))
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase()
}
