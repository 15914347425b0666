import { createTestContext, type TestContext } from '../helpers'

describe('the trip calls in the OpenAPI document', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestContext()
  })
  afterAll(() => ctx.close())

  it('declares every trip call with its answer', async () => {
    const doc = JSON.parse((await ctx.get('/api/openapi.json', { token: null })).body) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown>; security?: unknown }>>
    }
    const expected: [string, string, string][] = [
      ['/api/user/rentals/{id}/condition_reports', 'post', '201'],
      ['/api/user/rentals/{id}/condition_reports', 'get', '200'],
      ['/api/user/rentals/{id}/condition_reports/{report_id}/photo', 'get', '200'],
      ['/api/user/rentals/{id}/start', 'post', '200'],
      ['/api/user/rentals/{id}/unlock', 'post', '200'],
      ['/api/user/rentals/{id}/lock', 'post', '200'],
      ['/api/user/rentals/{id}/extension', 'get', '200'],
      ['/api/user/rentals/{id}/end', 'post', '200'],
      ['/api/user/rentals/{id}/trip', 'get', '200'],
      ['/api/user/rentals/{id}', 'put', '200'],
    ]
    for (const [path, method, status] of expected) {
      const op = doc.paths[path]?.[method]
      expect([path, method, Boolean(op?.responses[status]), Boolean(op?.security)]).toEqual([path, method, true, true])
    }
  })

  it("describes a refusal's 409 with the trip member of its entries", async () => {
    const doc = JSON.parse((await ctx.get('/api/openapi.json', { token: null })).body) as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>
    }
    for (const [path, method] of [
      ['/api/user/rentals/{id}/start', 'post'],
      ['/api/user/rentals/{id}/unlock', 'post'],
      ['/api/user/rentals/{id}/lock', 'post'],
      ['/api/user/rentals/{id}/extension', 'get'],
      ['/api/user/rentals/{id}/end', 'post'],
    ]) {
      const schema = JSON.stringify(doc.paths[path][method].responses['409']?.content?.['application/json']?.schema ?? null)
      expect([path, schema.includes('"trip"'), schema.includes('vehicle_refused'), schema.includes('operator_phone')]).toEqual([path, true, true, true])
    }
  })
})
