import type { ErrorCode } from '@contracts/errors'
import { ApiError } from '../../errors'

/**
 * A business-rule failure of search or booking with the spec's code (section 8). No detail text:
 * the error handler sends the code's message in the request's language.
 */
export const ruleError = (status: 400 | 402 | 403 | 404 | 409, code: ErrorCode, field?: string): ApiError => new ApiError(status, code, undefined, field)

export const wrongParameter = (field: string): ApiError => ruleError(400, 'WRONG_PARAMETER', field)
