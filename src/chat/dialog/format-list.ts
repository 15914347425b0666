import type { Lang } from './intent-types'

// One formatter per language, made once: building an Intl.ListFormat costs more than a turn's reading.
const formatters = new Map<Lang, Intl.ListFormat>()

/** A list in the answer's language: "A, B et C" / "A, B, and C". */
export function formatList(items: string[], lang: Lang): string {
  let f = formatters.get(lang)
  if (!f) {
    f = new Intl.ListFormat(lang, { type: 'conjunction' })
    formatters.set(lang, f)
  }
  return f.format(items)
}
