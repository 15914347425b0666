import { spawnSync } from 'node:child_process'

// Port 1 on the loopback refuses connections: a PostgreSQL DATABASE_URL where no server runs.
const NO_SERVER = 'postgres://postgres@127.0.0.1:1/frontoffice'
const run = (script: string, ...args: string[]) =>
  spawnSync('npx', ['tsx', script, ...args], { env: { ...process.env, DATABASE_URL: NO_SERVER, PORT: '0', LOG_LEVEL: 'silent' }, encoding: 'utf8', timeout: 30_000 })

describe('a PostgreSQL DATABASE_URL that cannot be opened', () => {
  it('npm start says where nothing answers, in one line and without a stack trace, and exits 1', () => {
    const res = run('server/main.ts')
    expect(res.status).toBe(1)
    expect(res.stderr.trim()).toBe('No PostgreSQL server answers at 127.0.0.1:1 (DATABASE_URL): is it running, and are the host and port right?')
  }, 40_000)

  it('the admin command line says the same and exits 1', () => {
    const res = run('server/admin/cli.ts', 'tenant', 'list')
    expect(res.status).toBe(1)
    expect(res.stderr.trim()).toBe('No PostgreSQL server answers at 127.0.0.1:1 (DATABASE_URL): is it running, and are the host and port right?')
  }, 40_000)
})
