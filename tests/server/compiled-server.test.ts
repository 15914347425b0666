import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
// @ts-expect-error a plain .mjs script without types
import { buildServer } from '../../scripts/build-server.mjs'
import { findRouteModules } from '../../server/http/route-module'

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function waitFor(url: string, deadline: number): Promise<Response> {
  for (;;) {
    try {
      return await fetch(url)
    } catch (err) {
      if (Date.now() > deadline) throw err
      await new Promise((r) => setTimeout(r, 200))
    }
  }
}

describe('the compiled server (what npm start runs)', () => {
  it('is plain JavaScript that starts without tsx and registers every route module', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'fo-compiled-'))
    // The bundle finds its packages the way node does, from where it lies: inside the project.
    mkdirSync('dist', { recursive: true })
    const outDir = mkdtempSync(join(process.cwd(), 'dist', '.compiled-test-'))
    const written = (await buildServer({ outDir })) as string[]
    const [main] = written
    expect(main).toMatch(/main\.mjs$/)
    const port = await freePort()
    const child = spawn(process.execPath, [main], {
      cwd: process.cwd(),
      env: { PATH: process.env.PATH, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, DATA_DIR: join(dir, 'data'), LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    try {
      const tenant = await waitFor(`http://127.0.0.1:${port}/api/tenant`, Date.now() + 45_000).catch((err: unknown) => {
        throw new Error(`the compiled server did not answer: ${String(err)}\n${output}`)
      })
      expect(tenant.status, output).toBe(200)
      expect(((await tenant.json()) as { tenant: { slug: string } }).tenant.slug).toBe('demo')
      // A route from another module answers as a route (401 without a token), not as an unknown path.
      expect((await fetch(`http://127.0.0.1:${port}/api/user`)).status).toBe(401)
      expect(findRouteModules().length).toBeGreaterThan(5)
      // The admin command line is compiled too (npm run admin): plain node reads the server's database.
      const admin = written.find((f) => f.endsWith('admin.mjs'))
      expect(admin).toBeDefined()
      const list = spawnSync(process.execPath, [admin as string, 'tenant', 'list'], {
        cwd: process.cwd(),
        env: { PATH: process.env.PATH, DATABASE_URL: `sqlite:${join(dir, 'db.sqlite')}`, LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      })
      expect(list.status, list.stderr).toBe(0)
      expect(list.stdout).toMatch(/\bdemo\b.*\bMontréal Autopartage\b/)
    } finally {
      child.kill('SIGTERM')
      rmSync(outDir, { recursive: true, force: true })
    }
  }, 90_000)
})
