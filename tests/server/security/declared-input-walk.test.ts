import type { LightMyRequestResponse } from 'fastify'
import { ErrorBodySchema } from '@contracts/errors'
import { createTestContext, type TestContext } from '../helpers'
import { expectSpecError } from './spec-error'

// Every route that declares a JSON body or a query is sent one that breaks its declared schema
// (built from the route's own schema in /api/openapi.json, so a route added later is walked too):
// the answer is the spec's 400 naming the field, never a 500 nor a 2xx; and a route that needs a
// session answers 401 to the same request without a token (the session is checked before the input).

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}
interface Operation {
  security?: unknown[]
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> }
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>
}

/** A value the schema refuses, or undefined when nothing simple is refused (a free-form value). */
function breaking(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined
  if (schema.anyOf || schema.oneOf) return [[['none of the variants']]]
  if (schema.enum || schema.const !== undefined) return '__not_one_of_them__'
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  if (type === 'object' || schema.properties) {
    const props = schema.properties ?? {}
    const keys = [...(schema.required ?? []), ...Object.keys(props)]
    for (const key of keys) {
      const inner = breaking(props[key])
      if (inner !== undefined) return { [key]: inner }
    }
    return 'not an object'
  }
  if (type === 'string') return 12345
  if (type === 'number' || type === 'integer') return 'not a number'
  if (type === 'boolean') return 'not a boolean'
  if (type === 'array') return 'not a list'
  return undefined
}

/** A query parameter's value the schema refuses (query values are text: only typed ones can break). */
function breakingQueryValue(schema: JsonSchema | undefined): string | undefined {
  if (!schema) return undefined
  if (schema.enum || schema.const !== undefined) return '__not_one_of_them__'
  const types = [schema.type, ...(schema.anyOf ?? []).map((s) => s.type)].flat()
  if (types.includes('integer') || types.includes('number')) return 'not-a-number'
  if (types.includes('boolean')) return 'not-a-boolean'
  return undefined
}

interface Walked {
  key: string
  method: string
  url: string
  bearer: boolean
  body?: unknown
  query?: Record<string, string>
}

const concrete = (path: string) => path.replace('/api', '').replace(/\{(\w+)\}/g, '1')

describe('every declared body and query refuses what breaks its schema with the spec 400', () => {
  let ctx: TestContext
  let token: string
  let walked: Walked[]
  beforeAll(async () => {
    ctx = await createTestContext()
    token = await ctx.tokenFor('driver@demo.test')
    const doc = (await ctx.get('/api/openapi.json', { token: null })).json() as { paths: Record<string, Record<string, Operation>> }
    walked = []
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(operations)) {
        const base = { key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), url: `/api${concrete(path)}`, bearer: Boolean(op.security?.length) }
        const json = op.requestBody?.content?.['application/json']?.schema
        const body = breaking(json)
        if (body !== undefined) walked.push({ ...base, body })
        for (const p of op.parameters ?? []) {
          const value = p.in === 'query' ? breakingQueryValue(p.schema) : undefined
          if (value !== undefined) walked.push({ ...base, query: { [p.name]: value } })
        }
      }
    }
  })
  afterAll(() => ctx.close())

  const send = (w: Walked, t: string | null): Promise<LightMyRequestResponse> =>
    ctx.call(w.method as 'POST', w.url, { token: t, ...(w.body !== undefined ? { body: w.body } : {}), ...(w.query ? { query: w.query } : {}) })

  it('walks the declared bodies and queries (read from the document, not listed)', () => {
    const keys = new Set(walked.map((w) => w.key))
    expect(keys.size).toBeGreaterThan(25)
    for (const key of ['POST /api/vehicles/search', 'POST /api/user/rentals', 'PUT /api/user', 'GET /api/rentals', 'POST /api/oauth2/token']) expect(keys).toContain(key)
  })

  it("answers 400 in the spec's shape, naming the field", async () => {
    const wrong: string[] = []
    for (const w of walked) {
      const res = await send(w, token)
      const what = `${w.key} ${JSON.stringify(w.body ?? w.query)}`
      if (res.statusCode !== 400) {
        wrong.push(`${what}: ${res.statusCode} ${res.body.slice(0, 160)}`)
        continue
      }
      expectSpecError(res, [400], what)
      const { errors } = ErrorBodySchema.parse(res.json())
      for (const e of errors) {
        expect(['bad_request', 'WRONG_PARAMETER', 'unsupported_grant_type'], what).toContain(e.code)
        expect(e.field, what).toBeTruthy()
      }
    }
    expect(wrong).toEqual([])
  })

  it('answers 401 without a token where a session is needed, before reading the input', async () => {
    const wrong: string[] = []
    for (const w of walked.filter((x) => x.bearer)) {
      const res = await send(w, null)
      if (res.statusCode !== 401) wrong.push(`${w.key}: ${res.statusCode} ${res.body.slice(0, 160)}`)
    }
    expect(wrong).toEqual([])
  })
})
