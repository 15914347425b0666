import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './helpers'

// A real HTTP listener on 127.0.0.1 stands in for the error-reporting service.
let collector: Server
const received: Array<Record<string, unknown>> = []
let ctx: TestContext

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = ''
    req.on('data', (c) => (body += c))
    req.on('end', () => {
      received.push(JSON.parse(body) as Record<string, unknown>)
      res.writeHead(204).end()
    })
  })
  await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r))
  const port = (collector.address() as AddressInfo).port
  ctx = await createTestContext({ config: { errorReportUrl: `http://127.0.0.1:${port}/reports` } })
})

afterAll(async () => {
  await ctx.close()
  await new Promise((r) => collector.close(r))
})

const report = {
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: Cannot read properties of undefined\n    at BookingCard',
  url: 'http://localhost:3000/frontofficev2/account/bookings',
  user_agent: 'Mozilla/5.0 test',
}

describe('POST /client_errors', () => {
  it('accepts a crash report without a token and forwards it to the reporting service', async () => {
    const res = await ctx.post('/api/client_errors', report, { token: null })
    expect(res.statusCode).toBe(202)
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]).toMatchObject({ message: report.message, url: report.url, tenant: 'demo', source: 'frontoffice-web' })
  })

  it('refuses a malformed report in the error shape', async () => {
    const res = await ctx.post('/api/client_errors', { message: 42 }, { token: null })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ code: 'bad_request' })
  })
})
