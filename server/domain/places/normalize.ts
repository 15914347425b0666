/** Lower case, no accents, ligatures spelled out, apostrophes and punctuation as spaces. */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
}

// Abbreviations drivers type for the words gazetteer names spell out.
const ABBREVIATIONS: Record<string, string> = { st: 'saint', ste: 'sainte', mtl: 'montreal', qc: 'quebec', bd: 'boulevard', bvd: 'boulevard', av: 'avenue' }

export function queryTokens(query: string): string[] {
  return normalizeText(query)
    .split(' ')
    .filter(Boolean)
    .map((t) => ABBREVIATIONS[t] ?? t)
}
