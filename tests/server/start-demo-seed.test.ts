import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../../server/config'
import { FIRST_TENANT_HINT, shouldSeedDemo, startServer } from '../../server/start'

const freshSqlite = () => `sqlite:${join(mkdtempSync(join(tmpdir(), 'fo-seed-')), 'db.sqlite')}`

describe('demo seed: never in production unless asked', () => {
  it('reads SEED_DEMO as on, off or unset', () => {
    expect(loadConfig({}).seedDemo).toBeUndefined()
    expect(loadConfig({ SEED_DEMO: '1' }).seedDemo).toBe(true)
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false)
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/)
  })

  it('seeds outside production by default, in production only when SEED_DEMO or the caller asks', () => {
    expect(shouldSeedDemo(undefined, { env: 'development', seedDemo: undefined })).toBe(true)
    expect(shouldSeedDemo(undefined, { env: 'production', seedDemo: undefined })).toBe(false)
    expect(shouldSeedDemo(undefined, { env: 'production', seedDemo: true })).toBe(true)
    expect(shouldSeedDemo(undefined, { env: 'development', seedDemo: false })).toBe(false)
    expect(shouldSeedDemo(true, { env: 'production', seedDemo: false })).toBe(true)
    expect(shouldSeedDemo(false, { env: 'development', seedDemo: true })).toBe(false)
  })

  it('a production start on an empty database opens no demo tenant nor demo account', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: freshSqlite(), quiet: true, config: { env: 'production', seedDemo: undefined } })
    try {
      expect(server.seeded).toBe(false)
      expect(server.tenants).toEqual([])
      expect((await fetch(`${server.url}/api/tenant`)).status).not.toBe(200)
      const login = await fetch(`${server.url}/api/oauth2/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', username: 'driver@demo.test', password: 'Demo-2026!', client_id: 'frontoffice-web' }),
      })
      expect(login.status).not.toBe(200)
    } finally {
      await server.close()
    }
  })

  it('a production start with SEED_DEMO=1 seeds the demo tenants', async () => {
    const server = await startServer({ port: 0, host: '127.0.0.1', databaseUrl: freshSqlite(), quiet: true, config: { env: 'production', seedDemo: true } })
    try {
      expect(server.seeded).toBe(true)
      expect(server.tenants.map((t) => t.slug)).toEqual(['demo', 'entreprise', 'simple'])
    } finally {
      await server.close()
    }
  })

  it('npm start in production prints how to create the first tenant, and no demo account', async () => {
    const child = spawn('npx', ['tsx', 'server/main.ts'], {
      env: { ...process.env, NODE_ENV: 'production', SEED_DEMO: '', PORT: '0', HOST: '127.0.0.1', DATABASE_URL: freshSqlite(), LOG_LEVEL: 'silent' },
      detached: true,
    })
    let output = ''
    try {
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (c: Buffer) => {
          output += c.toString()
          if (output.includes('Admin: npm run admin')) resolve()
        })
        child.stderr.on('data', (c: Buffer) => (output += c.toString()))
        child.on('exit', () => reject(new Error(`server exited: ${output}`)))
      })
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGTERM')
    }
    expect(output).toContain(FIRST_TENANT_HINT)
    expect(output).toContain('tenant create')
    expect(output).not.toContain('Demo-2026!')
  }, 60_000)
})
