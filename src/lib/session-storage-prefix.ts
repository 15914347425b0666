/**
 * Removes every sessionStorage entry whose key starts with `prefix` (a logout forgetting what this
 * tab kept for its members: pending SMS codes, form drafts). Keys are collected first, because
 * removing while walking sessionStorage shifts the indexes. Storage that refuses kept nothing.
 */
export function removeSessionEntriesStartingWith(prefix: string): void {
  try {
    const keys: string[] = []
    for (let i = 0; i < sessionStorage.length; i += 1) {
      const key = sessionStorage.key(i)
      if (key?.startsWith(prefix)) keys.push(key)
    }
    for (const key of keys) sessionStorage.removeItem(key)
  } catch {
    // Storage refused: nothing was kept.
  }
}
