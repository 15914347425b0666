import { z } from 'zod'
import { MAX_ID } from '@contracts/common'
import { ApiError, ApiErrors } from '../errors'

const FRENCH_ISSUES = z.locales.fr().localeError

/**
 * Each issue in both languages (zod's own messages are English): the failed value is parsed again
 * with zod's French messages, only on this error path; the same schema and value give the same
 * issues in the same order.
 */
export function toApiErrors(schema: z.ZodType, value: unknown, error: z.ZodError, prefix = ''): ApiErrors {
  const french = schema.safeParse(value, { error: FRENCH_ISSUES }).error?.issues
  return new ApiErrors(
    error.issues.map((issue, i) => {
      const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.')
      const fr = french?.length === error.issues.length ? (french[i]?.message ?? issue.message) : issue.message
      return new ApiError(400, 'bad_request', { en: `${path || 'body'}: ${issue.message}`, fr: `${path || 'corps'} : ${fr}` }, path || undefined)
    }),
  )
}

/** Parses any value with a zod schema; a failure answers 400 bad_request naming each field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.infer<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw toApiErrors(schema, value, result.error, prefix)
  return result.data
}

/** The id a path segment names, or null: digits only, no sign, no leading zero, at most MAX_ID. */
export function parseId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9]\d{0,9}$/.test(raw)) return null
  const id = Number(raw)
  return id <= MAX_ID ? id : null
}

export function railsQuery(query: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(query ?? {})) {
    if (key.endsWith('[]')) out[key.slice(0, -2)] = Array.isArray(value) ? value : [value]
    else out[key] = value
  }
  return out
}
