import { Writable } from 'node:stream'
import { buildApp } from '../../../server/app'
import { migrate } from '../../../server/db/migrate'
import { seedDatabase } from '../../../server/seed'
import { redactUrl } from '../../../server/http/log-redaction'
import { openTestDatabase, testConfig } from '../helpers'

// Reset tokens and `?access_token=` URLs in the request log would let whoever reads it sign in.

describe('the request log never holds a credential', () => {
  it('redacts reset tokens, access_token, token and Authorization in every line, the error log included', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString('utf8'))
        callback()
      },
    })
    const { handle, drop } = await openTestDatabase()
    await migrate(handle.db, handle.isPostgres)
    await seedDatabase(handle.db)
    const app = await buildApp({ db: handle, config: testConfig(), logger: { level: 'info', stream } })
    app.get('/api/boom', async (request) => {
      request.log.info({ headers: request.headers }, 'a route that logs its headers')
      throw new Error('boom')
    })
    await app.ready()
    try {
      const headers = { host: 'localhost', authorization: 'Bearer SECRET-BEARER-1' }
      await app.inject({ url: '/frontofficev2/reset-password?reset_password_token=SECRET-RESET-2&lang=fr', headers })
      await app.inject({ url: '/api/user?access_token=SECRET-ACCESS-3', headers })
      await app.inject({ url: '/api/dev/outbox?token=SECRET-TOKEN-4&channel=email', headers })
      await app.inject({ url: '/api/boom?Access_Token=SECRET-ACCESS-5&x=1', headers })
      await app.inject({ url: '/api/boom?reset%5Fpassword%5Ftoken=SECRET-RESET-6', headers })
      await app.inject({
        method: 'POST',
        url: '/api/client_errors',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: {
          message: 'crash',
          stack: null,
          user_agent: 'test',
          url: 'http://localhost:3000/frontofficev2/reset-password?reset_password_token=SECRET-RESET-7#access_token=SECRET-ACCESS-8',
        },
      })
      const log = lines.join('')
      expect(log).toContain('request failed')
      expect(log).toContain('interface crash reported')
      expect(log).toContain('/frontofficev2/reset-password?reset_password_token=[REDACTED]&lang=fr')
      expect(log).toContain('/api/boom?Access_Token=[REDACTED]&x=1')
      expect(log).not.toMatch(/SECRET-/)
    } finally {
      await app.close()
      await handle.close()
      await drop()
    }
  })

  it('redactUrl keeps the rest of the URL as it was', () => {
    expect(redactUrl('/api/tenant')).toBe('/api/tenant')
    expect(redactUrl('/api/places?q=gare&limit=5')).toBe('/api/places?q=gare&limit=5')
    expect(redactUrl('/x?code=abc&state=s&password=p&flag')).toBe('/x?code=[REDACTED]&state=s&password=[REDACTED]&flag')
    expect(redactUrl('https://a.example/p#access_token=t&token_type=Bearer')).toBe('https://a.example/p#access_token=[REDACTED]&token_type=[REDACTED]')
  })
})
