import type { FastifyInstance, FastifySchema, FastifyTypeProvider } from 'fastify'
import swagger from '@fastify/swagger'
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ErrorBodySchema } from '@contracts/errors'
import { API_PREFIX } from '@contracts/http'
import { parseId } from './validation'
import { attachRules, checkDeclaredAnswers, validateDeclaredInput, type InputRules } from './declared-input'

/**
 * Routes declare their params, query, body and answers with the zod schemas of contracts/
 * (`schema: declared({ ... })`): the OpenAPI document at /api/openapi.json is generated from them
 * (fastify-type-provider-zod's transforms through @fastify/swagger), and Fastify validates the
 * input with them (http/declared-input.ts), so a handler reads `request.body` already parsed.
 *
 * The spec's order of answers is: unknown tenant 404, no session 401, not allowed 403, a feature off
 * 404, a malformed id 404, and only then 400 per field (WRONG_PARAMETER for a search or a booking,
 * unsupported_grant_type before the token body); the handler's own checks (existence, the rules)
 * come after. So a route names its first checks as `guard` (run before validation), and
 * `invalid` when its 400 has a code of its own. The search's usual body passes a cheap check
 * (`quickBody`) before zod (npm run bench:search).
 *
 * Answers are written with JSON.stringify, as Fastify does for a route without a response schema:
 * declaring an answer changes no byte of it, and costs no per-answer check. The test app checks
 * each answer against its declared schema (buildApp's checkAnswers).
 */
// The static app and its SPA fallback are pages, not API calls: left out of the document.
const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: 'any' } })

export async function registerDeclaredRoutes(app: FastifyInstance, options: { checkAnswers?: boolean } = {}): Promise<void> {
  validateDeclaredInput(app)
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
  if (options.checkAnswers) checkDeclaredAnswers(app)
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Front office API',
        version: '0.4',
        description:
          'The calls of the front office (spec section 7). Every call answers errors as {"errors":[{"code","detail","field?"}]}, ' +
          "the detail in the Accept-Language among the tenant's languages. Send Accept: application/vnd.frontoffice+json; version=0.4 " +
          '(0.3 for the calls the spec marks) and, after sign-in, Authorization: Bearer <token>.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    // Zod's own JSON Schema for each declared part; a transform that JSON Schema cannot express
    // (a preprocess, a coercion) is documented by the type it accepts.
    transform: (document) => (document.url.startsWith(`${API_PREFIX}/`) ? zodTransform(document) : { schema: { hide: true }, url: document.url }),
    transformObject: jsonSchemaTransformObject,
  })
}

/** The path of the OpenAPI document, under the API's prefix. */
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`

/** An answer that is not JSON (an image, a file) or has no body, by media type. */
interface MediaAnswer {
  description: string
  content: Record<string, { schema: z.ZodType }>
}
/** Successful answers by status, and a 409 whose error entries carry more than the spec's body (a trip's refusal). */
type Answers = Partial<Record<200 | 201 | 202 | 204 | 409 | 503, z.ZodType | MediaAnswer>>

/**
 * A path id: digits only, no sign, no leading zero, at most MAX_ID (PostgreSQL's integer), read as a
 * number; anything else names no resource and answers 404.
 */
export const PathIdSchema = z.string().transform((raw, ctx) => {
  const id = parseId(raw)
  if (id === null) ctx.addIssue({ code: 'custom', message: 'not an id' })
  return id ?? z.NEVER
})

/** `/things/:id`: `request.params.id` is the id as a number; anything else answers 404. */
export const IdParams = z.object({ id: PathIdSchema })

/** `{}`: done (the spec's calls that answer an empty object). */
export const EmptyAnswer = z.object({})

/** 204: done, nothing to read. */
export const noContent = z.null().describe('Done; no body.')

/** A multipart upload's parts: one file and its text fields. */
export const binary = () => z.string().meta({ format: 'binary' })

/** A file or an image of the given media types. */
export function fileAnswer(description: string, ...types: string[]): MediaAnswer {
  return { description, content: Object.fromEntries(types.map((t) => [t, { schema: binary() }])) }
}

export interface Declared extends InputRules {
  params?: z.ZodType
  querystring?: z.ZodType
  body?: z.ZodType
  /** Successful answers by status; every 4xx and 5xx is the spec's error body. */
  response?: Answers
  /** One line: what the call does (the reference page and the document show it). */
  summary?: string
  /** Paragraph under the summary, for a flow that one line cannot tell (the reference page shows it). */
  description?: string
  /** The reference page's group; a route module's routes default to the module's (http/route-module.ts). */
  tags?: string[]
  /** Media types of the body when not JSON (uploads: multipart/form-data). */
  consumes?: string[]
  /** The route needs a bearer token (guest or member, as its handler says). */
  bearer?: boolean
}

/** The declared parts as the type provider reads them (DeclaredTypeProvider): `request.body` is the body schema's output. */
export type DeclaredSchema<P extends Declared> = FastifySchema & Pick<P, Extract<keyof P, 'params' | 'querystring' | 'body'>>

/**
 * A route's `schema` option: its declared parts, the error body every route answers, and how its
 * input is checked (guard, invalid, quickBody; http/declared-input.ts).
 */
export function declared<const P extends Declared>(parts: P): DeclaredSchema<P> {
  const { response, bearer, guard, invalid, quickBody, multipart, ...rest } = parts
  const schema = {
    ...rest,
    ...(bearer ? { security: [{ bearer: [] }] } : {}),
    response: { ...response, '4xx': ErrorBodySchema, '5xx': ErrorBodySchema },
  }
  return attachRules(schema, { guard, invalid, quickBody, multipart: multipart ?? parts.consumes?.includes('multipart/form-data') }) as DeclaredSchema<P>
}

/** Handlers read `request.params`, `request.query` and `request.body` as their declared schemas' output; answers stay untyped (written with JSON.stringify). */
export interface DeclaredTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown
  serializer: unknown
}
