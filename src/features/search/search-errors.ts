import { ApiError } from '@/core/api/api-error'

/** Search errors shown as error snackbars with the search namespace's own messages (spec section 8). */
export const SEARCH_ERROR_KEYS: Readonly<Record<string, string>> = {
  WRONG_PARAMETER: 'search:wrong-parameter',
  EXPIRED_DISCOUNT_CODE: 'search:expired-discount-code',
  INVALID_DISCOUNT_CODE: 'search:invalid-discount-code',
  DISCOUNT_CODE_MAX_LIMIT_REACHED: 'search:max-limit-discount-code',
}

/** Splits a failed search: entries with a search message, and the error left for the generic handler. */
export function splitSearchError(error: unknown): { keys: string[]; rest: unknown } {
  if (!(error instanceof ApiError)) return { keys: [], rest: error }
  const keys: string[] = []
  const others = error.errors.filter((e) => {
    const key = SEARCH_ERROR_KEYS[e.code]
    if (key) keys.push(key)
    return !key
  })
  if (keys.length === 0) return { keys, rest: error }
  return { keys, rest: others.length > 0 ? new ApiError(error.status, others, error.message) : null }
}
