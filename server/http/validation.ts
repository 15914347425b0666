import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { ApiError, ApiErrors } from './errors'

function toApiErrors(error: z.ZodError, prefix: string): ApiErrors {
  return new ApiErrors(
    error.issues.map((issue) => {
      const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.')
      return new ApiError(400, 'bad_request', `${path || 'body'}: ${issue.message}`, path || undefined)
    }),
  )
}

/** Parses any value with a zod schema; a failure answers 400 bad_request naming each field. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown, prefix = ''): z.infer<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw toApiErrors(result.error, prefix)
  return result.data
}

export function parseBody<S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> {
  return parseWith(schema, request.body ?? {})
}

/** Query strings: Rails-style arrays (`statuses[]=a&statuses[]=b`) arrive as `statuses: ['a', 'b']`. */
export function parseQuery<S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> {
  return parseWith(schema, railsQuery(request.query as Record<string, unknown>))
}

export function parseParams<S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> {
  return parseWith(schema, request.params)
}

/** A positive integer path parameter; anything else is a 404 (no such resource), not a 400. */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const raw = (request.params as Record<string, string | undefined>)[name]
  const id = raw !== undefined && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : NaN
  if (!Number.isSafeInteger(id)) throw new ApiError(404, 'not_found')
  return id
}

export function railsQuery(query: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(query ?? {})) {
    if (key.endsWith('[]')) out[key.slice(0, -2)] = Array.isArray(value) ? value : [value]
    else out[key] = value
  }
  return out
}
