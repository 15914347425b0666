import type { ErrorCode } from '@contracts/errors'

/**
 * A business-rule failure of search or booking, carrying the spec's code (section 8) and the HTTP
 * status it maps to. Routes turn it into `{"errors": [{code, detail, field}]}`.
 */
export class DomainError extends Error {
  override name = 'DomainError'
  constructor(
    readonly code: ErrorCode,
    readonly status: 400 | 402 | 403 | 404 | 409,
    detail: string,
    readonly field?: string,
  ) {
    super(detail)
  }
}

export const wrongParameter = (field: string, detail: string): DomainError => new DomainError('WRONG_PARAMETER', 400, detail, field)
