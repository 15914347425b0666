import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import pg from 'pg'

const pgUrl = process.env.TEST_DATABASE_URL

function runFixture(args: string[], schema: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/jobs/fixtures/job-done-cut.ts', ...args], {
    env: { ...process.env, CUT_DATABASE_URL: pgUrl, CUT_SCHEMA: schema },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (b: Buffer) => (output += b.toString()))
  child.stderr.on('data', (b: Buffer) => (output += b.toString()))
  // A process that hangs is stopped, and the test shows what it printed.
  const timer = setTimeout(() => child.kill('SIGKILL'), 40_000)
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    }),
  )
}

// pg-boss marks a finished job done without awaiting the query: when the database cuts that
// connection, the failure reaches no one, and Node's default ends the process.
describe.skipIf(!pgUrl)('a job marked done on a connection the database cuts', () => {
  const schemas: string[] = []
  const newSchema = () => {
    const s = `jobs_cut_${randomBytes(5).toString('hex')}`
    schemas.push(s)
    return s
  }
  afterAll(async () => {
    const c = new pg.Client({ connectionString: pgUrl })
    await c.connect()
    for (const s of schemas) await c.query(`drop schema if exists ${s} cascade`)
    await c.end()
  })

  it('ends a process with no handler: the fault is real', async () => {
    const { code, output } = await runFixture([], newSchema())
    expect(code, output).not.toBe(0)
    expect(output).toContain('57P01')
    expect(output).not.toContain('still up')
  }, 60_000)

  it('leaves the API and the worker up, the failure logged with its code', async () => {
    const { code, output } = await runFixture(['--keep-running'], newSchema())
    expect(code, output).toBe(0)
    expect(output).toContain('still up')
    const line = output.split('\n').find((l) => l.includes('failed unheard'))
    expect(line, output).toBeDefined()
    expect(JSON.parse(line!)).toMatchObject({ level: 'error', code: '57P01' })
  }, 60_000)
})
