// Without zod, so the app's first load can use it; contracts/payment.ts re-exports it.
/** The main card is the one most recently set as default (spec section 4). */
export function mainCard<T extends { set_as_default_at: string | null }>(cards: readonly T[]): T | undefined {
  return [...cards].sort((a, b) => (b.set_as_default_at ?? '').localeCompare(a.set_as_default_at ?? ''))[0]
}
