import type { Lang } from './intent-types'

type ListType = 'conjunction' | 'disjunction'

// One formatter per language and kind, made once: building an Intl.ListFormat costs more than a turn's reading.
const formatters = new Map<string, Intl.ListFormat>()

/** A list in the answer's language: "A, B et C" / "A, B, and C"; a choice "A, B ou C" / "A, B, or C". */
export function formatList(items: string[], lang: Lang, type: ListType = 'conjunction'): string {
  const key = `${lang}:${type}`
  let f = formatters.get(key)
  if (!f) {
    f = new Intl.ListFormat(lang, { type })
    formatters.set(key, f)
  }
  return f.format(items)
}
