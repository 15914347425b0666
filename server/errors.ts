import type { ErrorBody, ErrorCode } from '@contracts/errors'
import type { Language } from '@contracts/common'

/**
 * A detail written for the client, in each language the product speaks: the error handler sends
 * the request's one (French by default, spec section 9), never an English text to a French client.
 */
export type LocalizedDetail = Readonly<Record<Language, string>>

/** An error meant for the client: an HTTP status, a spec code, and an optional detail and field. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    /**
     * Overrides the localised message of the code (server/http/messages.ts): a text per language, or
     * one string already in the request's language (a card provider's own message, spec section 8).
     */
    readonly detail?: string | LocalizedDetail,
    /** The request field at fault, dotted (e.g. "user.email"). */
    readonly field?: string,
    /** More members of the error's entry beyond code, detail and field (a trip refusal's `trip`, contracts/trip.ts). */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(`${statusCode} ${code}${detail ? `: ${typeof detail === 'string' ? detail : detail.en}` : ''}`)
  }
}

/** Several errors answered together (e.g. two invalid fields); the status is the first one's. */
export class ApiErrors extends Error {
  override name = 'ApiErrors'
  readonly statusCode: number
  constructor(readonly errors: readonly ApiError[]) {
    super(errors.map((e) => e.message).join('; '))
    this.statusCode = errors[0]?.statusCode ?? 400
  }
}

export const badRequest = (code: ErrorCode = 'bad_request', field?: string, detail?: string | LocalizedDetail) => new ApiError(400, code, detail, field)
export const unauthorized = (code: ErrorCode = 'unauthorized') => new ApiError(401, code)
export const paymentRequired = (code: ErrorCode) => new ApiError(402, code)
export const forbidden = (code: ErrorCode = 'forbidden') => new ApiError(403, code)
export const notFound = (code: ErrorCode = 'not_found') => new ApiError(404, code)
export const conflict = (code: ErrorCode = 'conflict') => new ApiError(409, code)

export type { ErrorBody }
/**
 * A dependency (database, file storage) is out for a moment: 503, sent with Retry-After and logged
 * with what failed (`cause`) by the error handler.
 */
export const serviceUnavailable = (cause?: unknown) => Object.assign(new ApiError(503, 'service_unavailable'), { cause })
