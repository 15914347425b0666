import { createTestContext, type TestContext } from './helpers'
import { operationAnchor } from '../../server/api-docs/reference-page'

type OpenApi = { paths: Record<string, Record<string, { summary?: string }>> }

/** The text of an element by id in the page, its tags dropped. */
function textOf(html: string, id: string): string | undefined {
  const start = html.indexOf(`<article id="${id}"`)
  if (start < 0) return undefined
  return html.slice(start, html.indexOf('</article>', start)).replace(/<[^>]+>/g, ' ')
}

describe('GET /api/docs, the browsable API reference', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('lists every operation of the OpenAPI document, with its summary and a link from the contents', async () => {
    const doc = JSON.parse((await ctx.get('/api/openapi.json', { token: null })).body) as OpenApi
    const res = await ctx.get('/api/docs', { token: null, headers: { accept: 'text/html' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ method, path, op })))
    expect(operations.length).toBeGreaterThan(60)
    const articles = res.body.match(/<article id="(get|post|put|patch|delete)-/g) ?? []
    expect(articles.length).toBe(operations.length)
    for (const { method, path, op } of operations) {
      const id = operationAnchor(method, path)
      const text = textOf(res.body, id)
      expect(text, `${method} ${path}`).toBeDefined()
      expect(text).toContain(method.toUpperCase())
      expect(text).toContain(path)
      expect(op.summary, `${method} ${path} declares a summary`).toBeTruthy()
      expect(text).toContain(op.summary!.replace(/'/g, '&#39;'))
      expect(res.body).toContain(`<a href="#${id}">`)
    }
  })

  it('renders parameters in a captioned table and bodies and answers as their properties, a shape met twice described once', async () => {
    const html = (await ctx.get('/api/docs', { token: null })).body
    const change = operationAnchor('put', '/api/user/rentals/{id}')
    const rental = textOf(html, change)!
    expect(rental).toMatch(/Parameters of PUT \/api\/user\/rentals\/\{id\}/)
    expect(rental).toContain('reservation_start_time')
    expect(rental).toContain('string (date-time)')
    expect(rental).toContain('Needs a bearer token')
    expect(rental).toMatch(/200\s+OK/)
    expect(rental).toMatch(/4XX and 5XX: the\s+error body/)
    // The answer's rental is the rental of the lists, GET and DELETE: linked to its one description.
    const article = html.slice(html.indexOf(`<article id="${change}"`), html.indexOf('</article>', html.indexOf(`<article id="${change}"`)))
    const link = /rental<\/code> required, object: <a href="#(object-[\w-]+)">/.exec(article)
    expect(link, article).not.toBeNull()
    const shared = textOf(html, link![1])!
    expect(shared).toMatch(/one of\s+&quot;pending&quot;\s*,\s*&quot;prepared&quot;/)
    // Only the bounds that say something: ids stop at 2147483647, zod's safe-integer bounds are left out.
    expect(shared).toContain('at most 2147483647')
    const errors = html.slice(html.indexOf('<h2 id="errors">'), html.indexOf('</header>'))
    expect(errors.replace(/<[^>]+>/g, ' ')).toMatch(/errors\s+required, array of object/)
    expect(html).not.toContain('9007199254740991')
    expect(html).toMatch(/<html lang="en">/)
    expect(html).not.toMatch(/<script/i)
  })

  it('groups the operations by tag, the route module they come from', async () => {
    const html = (await ctx.get('/api/docs', { token: null })).body
    for (const tag of ['rentals', 'search', 'registration', 'account', 'auth', 'operations']) expect(html, tag).toContain(`<h2 id="tag-${tag}">${tag}</h2>`)
    expect(html).not.toContain('id="tag-other"')
  })

  it('admits its own stylesheet by hash and nothing else', async () => {
    const res = await ctx.get('/api/docs', { token: null })
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; /)
    expect(csp).not.toContain('unsafe-inline')
    const style = /<style>([\s\S]*?)<\/style>/.exec(res.body)![1]
    const { createHash } = await import('node:crypto')
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`)
    expect(res.headers['x-frame-options']).toBe('DENY')
  })
})

describe('GET /api/docs in production', () => {
  it('is an unknown path: 404 in the spec shape, as any other', async () => {
    const ctx = await createTestContext({ config: { env: 'production' } })
    try {
      const res = await ctx.get('/api/docs', { token: null, headers: { accept: 'text/html' } })
      const unknown = await ctx.get('/api/no-such-page', { token: null, headers: { accept: 'text/html' } })
      expect(res.statusCode).toBe(404)
      expect(res.body).toBe(unknown.body)
      expect(res.headers['content-type']).toBe(unknown.headers['content-type'])
      expect((await ctx.get('/api/openapi.json', { token: null })).statusCode).toBe(200)
    } finally {
      await ctx.close()
    }
  })
})
