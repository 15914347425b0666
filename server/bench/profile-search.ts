import autocannon from 'autocannon'
import { fork } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { keptDataset } from './kept-dataset'
import { rng } from './random'
import { searchRequests } from './search-bodies'

// Profiling aid, not the benchmark: npx tsx server/bench/profile-search.ts <dir> [url] [seconds]
// seeds (once) an SQLite file in <dir> or uses the given database URL, runs the bench server under
// --cpu-prof while autocannon drives searches, then prints the functions with the most self time.
const dir = process.argv[2] ?? '/tmp/search-profile'
const url = process.argv[3] ?? `sqlite:${join(dir, 'bench.sqlite')}`
const seconds = Number(process.argv[4] ?? '10')

function summarise(profileDir: string): void {
  const file = readdirSync(profileDir).filter((f) => f.endsWith('.cpuprofile'))[0]
  if (!file) return
  const profile = JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as {
    nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
    samples: number[]
  }
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  const byFile = new Map<string, number>()
  for (const id of profile.samples) {
    const n = byId.get(id)
    if (!n) continue
    const where = n.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/work\/main\//, '')
    const key = `${n.callFrame.functionName || '(anon)'} ${where}:${n.callFrame.lineNumber}`
    self.set(key, (self.get(key) ?? 0) + 1)
    const f = where.split('/').slice(0, 2).join('/') || n.callFrame.functionName
    byFile.set(f, (byFile.get(f) ?? 0) + 1)
  }
  const total = profile.samples.length
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([key, n]) => `${((100 * n) / total).toFixed(1).padStart(5)} %  ${key}`)
      .join('\n')
  console.log(`-- self time by function (${total} samples)\n${top(self, 40)}\n-- by package/dir\n${top(byFile, 25)}`)
}

async function main(): Promise<void> {
  const { data, token } = await keptDataset(dir, url)
  const profileDir = join(dir, `prof-${Date.now()}`)
  const child = fork(fileURLToPath(new URL('./bench-server.ts', import.meta.url)), [], {
    env: { ...process.env, BENCH_DATABASE_URL: url, PG_POOL_SIZE: '16' },
    execArgv: ['--import', 'tsx', '--cpu-prof', `--cpu-prof-dir=${profileDir}`],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const ports = await new Promise<{ app: number }>((resolve) => child.once('message', (m) => resolve(m as { app: number })))
  const r = rng(7)
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}`, host: 'localhost' }
  const result = await autocannon({
    url: `http://127.0.0.1:${ports.app}`,
    connections: 100,
    duration: seconds,
    requests: searchRequests(r, data, Date.now(), headers),
  })
  console.log(`search: ${result.requests.average} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`)
  await new Promise<void>((done) => {
    child.once('exit', () => done())
    child.kill('SIGTERM')
  })
  summarise(profileDir)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
