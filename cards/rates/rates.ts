import type { CategoryRate } from '@contracts/reference'

/** The categories a question named, or all of them when it named none or none is known. */
export function ratesShown(rates: readonly CategoryRate[], said: readonly string[]): CategoryRate[] {
  const named = rates.filter((r) => said.includes(String(r.category_id)))
  return named.length > 0 ? named : [...rates]
}
