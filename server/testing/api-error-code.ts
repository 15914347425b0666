import { ApiError } from '../errors'

/** An ApiError as "status CODE" ("404 RENTAL_NOT_FOUND"); any other error is not the domain's answer and is thrown again. */
function statusAndCode(error: unknown): string {
  if (error instanceof ApiError) return `${error.statusCode} ${error.code}`
  throw error
}

/** What a domain call that returns a promise is refused with, or null when it succeeds. */
export async function codeOf(pending: Promise<unknown>): Promise<string | null> {
  try {
    await pending
    return null
  } catch (error) {
    return statusAndCode(error)
  }
}

/** What a synchronous domain rule is refused with, or null when it passes. */
export function codeOfCall(call: () => unknown): string | null {
  try {
    call()
    return null
  } catch (error) {
    return statusAndCode(error)
  }
}
