/** The error kinds of spec section 8, from the HTTP status. */
export type ApiErrorKind = 'bad_request' | 'unauthorized' | 'payment' | 'forbidden' | 'not_found' | 'conflict' | 'internal'

export interface ApiErrorEntry {
  code: string
  detail: string
  field?: string
  /** Any other member of the entry (a trip refusal's `trip`), unread here: the feature that asked parses it. */
  more?: Readonly<Record<string, unknown>>
}

export function kindOfStatus(status: number): ApiErrorKind {
  switch (status) {
    case 400:
      return 'bad_request'
    case 401:
      return 'unauthorized'
    case 402:
      return 'payment'
    case 403:
      return 'forbidden'
    case 404:
      return 'not_found'
    case 409:
      return 'conflict'
    default:
      return 'internal'
  }
}

/** A failed API call: its kind, HTTP status (0 when the network failed) and the server's error entries. */
export class ApiError extends Error {
  readonly kind: ApiErrorKind
  readonly status: number
  readonly errors: readonly ApiErrorEntry[]

  constructor(status: number, errors: readonly ApiErrorEntry[], message?: string) {
    super(message ?? errors[0]?.detail ?? `HTTP ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.kind = kindOfStatus(status)
    this.errors = errors
  }

  /** True when one of the server's entries carries this code. */
  hasCode(code: string): boolean {
    return this.errors.some((e) => e.code === code)
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * Error data from a response body (spec section 8): the `errors` array, or else a lone
 * `{message, code}` (or OAuth's `{error, error_description}`), or else nothing.
 */
export function errorEntriesFromBody(body: unknown): ApiErrorEntry[] {
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : undefined
  // The shape of ErrorBodySchema (contracts/errors.ts), checked by hand: zod stays out of the first load.
  if (Array.isArray(errors) && errors.every(isEntry)) {
    return errors.map(({ code, detail, field, ...rest }) => {
      const entry: ApiErrorEntry = field === undefined ? { code, detail } : { code, detail, field }
      return Object.keys(rest).length > 0 ? { ...entry, more: rest } : entry
    })
  }
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>
    const code = typeof b.code === 'string' ? b.code : typeof b.error === 'string' ? b.error : undefined
    const detail = typeof b.message === 'string' ? b.message : typeof b.error_description === 'string' ? b.error_description : undefined
    if (code || detail) return [{ code: code ?? '', detail: detail ?? '' }]
  }
  return []
}

function isEntry(value: unknown): value is ApiErrorEntry {
  if (typeof value !== 'object' || value === null) return false
  const v = value as Record<string, unknown>
  return typeof v.code === 'string' && typeof v.detail === 'string' && (v.field === undefined || typeof v.field === 'string')
}
