/** True when a and b differ by at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const la = a.length
  const lb = b.length
  if (la === lb) {
    let i = 0
    while (i < la && a[i] === b[i]) i++
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return i + 1 < la && a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  if (Math.abs(la - lb) !== 1) return false
  const short = la < lb ? a : b
  const long = la < lb ? b : a
  let i = 0
  while (i < short.length && short[i] === long[i]) i++
  return short.slice(i) === long.slice(i + 1)
}

function deletions(word: string): string[] {
  const out: string[] = []
  for (let i = 0; i < word.length; i++) out.push(word.slice(0, i) + word.slice(i + 1))
  return out
}

// The contract forgives one typo in a word of five letters or more.
const MIN_TYPO_LENGTH = 5

/** Finds the words of a fixed vocabulary within one edit of a typed word, through an index of deletions. */
export class TypoIndex {
  private readonly byKey = new Map<string, string[]>()

  constructor(words: Iterable<string>, minLength = MIN_TYPO_LENGTH) {
    for (const word of words) {
      if (word.length < minLength) continue
      this.add(word, word)
      for (const key of deletions(word)) this.add(key, word)
    }
  }

  private add(key: string, word: string): void {
    const list = this.byKey.get(key)
    if (!list) this.byKey.set(key, [word])
    else if (!list.includes(word)) list.push(word)
  }

  /** Vocabulary words within one edit of `typed` (the typed word itself included when known). */
  near(typed: string): string[] {
    if (typed.length < MIN_TYPO_LENGTH - 1 || typed.length > 40) return []
    const found: string[] = []
    const consider = (key: string) => {
      const list = this.byKey.get(key)
      if (!list) return
      for (const word of list) if (!found.includes(word) && withinOneEdit(typed, word)) found.push(word)
    }
    consider(typed)
    for (const key of deletions(typed)) consider(key)
    return found
  }
}
