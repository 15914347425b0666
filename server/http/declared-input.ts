import type { FastifyInstance, FastifyRequest, FastifySchema, FastifySchemaCompiler, RouteOptions } from 'fastify'
import { z } from 'zod'
import type { ErrorCode } from '@contracts/errors'
import { ApiError, ApiErrors, notFound } from '../errors'
import { railsQuery, toApiErrors } from './validation'

/**
 * A check that runs before a route's declared input is read: the session, the tenant's feature,
 * the member's standing. It throws an ApiError to refuse.
 */
export type Guard = (request: FastifyRequest) => unknown

/** What a route declares beyond its schemas: how its input is checked (declared-routes.ts). */
export interface InputRules {
  /** Run in order before the declared input is validated (spec's order: 401, 403, 404 before any 400). */
  guard?: Guard | readonly Guard[]
  /** The code of a malformed body or query: `bad_request` unless the spec names one (WRONG_PARAMETER for a search or a booking). */
  invalid?: ErrorCode
  /**
   * A cheap yes for the body's usual shape, tried before the schema: the body it answers (unchanged)
   * or null to ask the schema. It must never accept what the schema refuses (the search's hot path).
   */
  quickBody?: (body: unknown) => unknown
  /** The body is multipart, read and checked by the route itself: its declared parts only document it. */
  multipart?: boolean
}

const RULES = Symbol('input rules')
type WithRules = FastifySchema & { [RULES]?: InputRules }

export function attachRules(schema: FastifySchema, rules: InputRules): FastifySchema {
  return Object.assign(schema, { [RULES]: rules })
}

const pass = () => true

/**
 * Fastify's validator for one declared part of one route: the zod schema parses the part and its
 * result (defaults, coercions) replaces it on the request. A path parameter that does not parse
 * names no resource: 404. A body or query answers 400 in the spec's shape, one entry per field.
 */
function compilerFor(rules: InputRules): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) => {
    if (!(schema instanceof z.ZodType)) return pass
    const zod = schema
    if (httpPart === 'params') {
      return (value) => {
        const result = zod.safeParse(value)
        return result.success ? { value: result.data } : { error: notFound() }
      }
    }
    if (httpPart === 'body' && rules.multipart) return pass
    const quick = httpPart === 'body' ? rules.quickBody : undefined
    const code = rules.invalid
    return (raw) => {
      const value = httpPart === 'querystring' ? railsQuery(raw as Record<string, unknown>) : (raw ?? {})
      const quickValue = quick?.(value)
      if (quickValue !== undefined && quickValue !== null) return { value: quickValue }
      const result = zod.safeParse(value)
      if (result.success) return { value: result.data }
      const errors = toApiErrors(zod, value, result.error)
      return { error: code ? new ApiErrors(errors.errors.map((e) => new ApiError(400, code, undefined, e.field))) : errors }
    }
  }
}

const asArray = <T>(value: T | readonly T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? [...(value as T[])] : [value as T])

const isThenable = (value: unknown): value is PromiseLike<unknown> => typeof (value as PromiseLike<unknown> | null)?.then === 'function'

/**
 * A guard as a preValidation hook: Fastify waits on the promise it returns (its value ignored, its
 * rejection the answer) and goes on at once after a synchronous one. Not an async wrapper: that cost
 * every search a promise and a turn of the microtask queue more than the guard's own.
 */
function guardHook(guard: Guard) {
  return (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void): PromiseLike<unknown> | undefined => {
    let result: unknown
    try {
      result = guard(request)
    } catch (error) {
      return Promise.reject(error)
    }
    if (isThenable(result)) return result
    done()
    return undefined
  }
}

/**
 * Every declared route validates its input: its guards run as preValidation hooks, then Fastify
 * validates params, body and query with the declared zod schemas, then the handler reads them typed
 * from the request. Registered before any route module, so it sees every route.
 */
export function validateDeclaredInput(app: FastifyInstance): void {
  app.setValidatorCompiler(compilerFor({}))
  app.addHook('onRoute', (route: RouteOptions) => {
    const rules = (route.schema as WithRules | undefined)?.[RULES]
    if (!rules) return
    route.validatorCompiler = compilerFor(rules)
    const guards = asArray(rules.guard).map(guardHook)
    if (guards.length) route.preValidation = [...guards, ...asArray(route.preValidation)] as RouteOptions['preValidation']
  })
}

/**
 * Tests only (buildApp's checkAnswers): every JSON answer is parsed against the schema its route
 * declares for its status; one that breaks it becomes a 500 naming the mismatch, so the test that
 * made it fails. Production writes answers without this pass.
 */
export function checkDeclaredAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' || !/^application\/json/.test(String(reply.getHeader('content-type') ?? ''))) return payload
    const answers = request.routeOptions.schema?.response as Record<string, unknown> | undefined
    const status = reply.statusCode
    const schema = answers?.[status] ?? answers?.[`${String(status)[0]}xx`]
    if (!(schema instanceof z.ZodType)) return payload
    const result = schema.safeParse(JSON.parse(payload))
    if (result.success) return payload
    reply.code(500)
    const detail = `${request.method} ${request.routeOptions.url} answered ${status} against its declared schema: ${z.prettifyError(result.error)}`
    return JSON.stringify({ errors: [{ code: 'internal_error', detail }] })
  })
}
