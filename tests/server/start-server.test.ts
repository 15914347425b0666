import { mkdtempSync } from 'node:fs'
import { get } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startServer } from '../../server/start'

describe('startServer', () => {
  it('migrates and seeds a new SQLite file, serves real HTTP, and keeps the data across a restart', async () => {
    const databaseUrl = `sqlite:${join(mkdtempSync(join(tmpdir(), 'fo-start-')), 'db.sqlite')}`
    const first = await startServer({ port: 0, host: '127.0.0.1', databaseUrl, quiet: true, config: { rateLimit: false } })
    try {
      expect(first.seeded).toBe(true)
      const tenant = await (await fetch(`${first.url}/api/tenant`)).json()
      expect(tenant.tenant.slug).toBe('demo')
      const signup = await fetch(`${first.url}/api/user`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user: { email: 'kept@example.com', password: 'long-enough', tos_accepted: true } }),
      })
      expect(signup.status).toBe(201)
      // fetch() cannot set Host; node:http can, as a browser on entreprise.localhost would send it.
      const other = await new Promise<string>((resolve, reject) => {
        get({ host: '127.0.0.1', port: first.port, path: '/api/tenant', headers: { host: `entreprise.localhost:${first.port}` } }, (res) => {
          let body = ''
          res.on('data', (c: Buffer) => (body += c.toString()))
          res.on('end', () => resolve(body))
        }).on('error', reject)
      })
      expect(JSON.parse(other).tenant.slug).toBe('entreprise')
    } finally {
      await first.close()
    }

    const second = await startServer({ port: 0, host: '127.0.0.1', databaseUrl, quiet: true })
    try {
      expect(second.seeded).toBe(false)
      const token = await fetch(`${second.url}/api/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username: 'kept@example.com', password: 'long-enough', client_id: 'frontoffice-web' }),
      })
      expect(token.status).toBe(200)
    } finally {
      await second.close()
    }
  })
})
