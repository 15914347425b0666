import Fastify from 'fastify'
import { z } from 'zod'
import { declared, registerDeclaredRoutes } from '../../server/http/declared-routes'
import { installErrorHandler } from '../../server/http/error-handler'
import { unauthorized } from '../../server/errors'

// The test app (buildApp's checkAnswers, on in tests/server/helpers.ts) checks each JSON answer
// against the schema its route declares; production writes answers as they are.

async function appWith(checkAnswers: boolean) {
  const app = Fastify()
  installErrorHandler(app)
  await registerDeclaredRoutes(app, { checkAnswers })
  const schema = declared({ response: { 200: z.object({ ok: z.boolean() }) } })
  app.get('/api/good', { schema }, async () => ({ ok: true }))
  app.get('/api/bad', { schema }, async () => ({ ok: 'yes' }))
  const guarded = declared({ guard: () => Promise.reject(unauthorized()), body: z.object({ n: z.number() }), response: { 200: z.object({}) } })
  app.post('/api/guarded', { schema: guarded }, async () => ({}))
  await app.ready()
  return app
}

describe('declared answers and inputs', () => {
  it('in the test app, an answer that breaks its declared schema is a 500 naming the mismatch', async () => {
    const app = await appWith(true)
    expect((await app.inject({ url: '/api/good' })).json()).toEqual({ ok: true })
    const bad = await app.inject({ url: '/api/bad' })
    expect(bad.statusCode).toBe(500)
    expect(bad.json().errors[0].detail).toMatch(/GET \/api\/bad answered 200 against its declared schema/)
    await app.close()
  })

  it('without the check (production), the answer goes out as written', async () => {
    const app = await appWith(false)
    const bad = await app.inject({ url: '/api/bad' })
    expect(bad.statusCode).toBe(200)
    expect(bad.json()).toEqual({ ok: 'yes' })
    await app.close()
  })

  it('a guard answers before the declared body is validated', async () => {
    const app = await appWith(false)
    const res = await app.inject({ method: 'POST', url: '/api/guarded', payload: { n: 'x' } })
    expect(res.statusCode).toBe(401)
    await app.close()
  })
})
