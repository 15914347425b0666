const MARKS = /\p{M}/gu
const NON_ASCII = /[^ -~\t\n\r]/
const LIGATURES: Readonly<Record<string, string>> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', ı: 'i' }
const LIGATURE_RE = /[œæßøłđı]/g

/** Folds text for comparison: lower case, no accents, ligatures spelled out. */
export function fold(text: string): string {
  const lower = text.toLowerCase()
  if (!NON_ASCII.test(lower)) return lower
  return lower
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(LIGATURE_RE, (c) => LIGATURES[c] ?? c)
}
