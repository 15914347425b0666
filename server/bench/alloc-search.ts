import { Session } from 'node:inspector/promises'
import { join } from 'node:path'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import { connectDatabase } from '../db/connect'
import { keptDataset } from './kept-dataset'
import { rng } from './random'
import { searchRequests } from './search-bodies'

// Profiling aid, not the benchmark: npx tsx server/bench/alloc-search.ts [dir] [searches]
// runs searches in process (app.inject, on the dataset kept in [dir] as profile-search.ts keeps it)
// under V8's sampling heap profiler, collected objects included, and prints the bytes allocated per
// search by function and by file. Unlike CPU time, these do not move with the host's load, so two
// checkouts compare from two runs made at any time.
const dir = process.argv[2] ?? '/tmp/search-profile'
const searches = Number(process.argv[3] ?? '2000')
const url = `sqlite:${join(dir, 'bench.sqlite')}`

interface ProfileNode {
  callFrame: { functionName: string; url: string; lineNumber: number }
  selfSize: number
  children: ProfileNode[]
}

async function main(): Promise<void> {
  const { data, token } = await keptDataset(dir, url)
  const db = await connectDatabase(url)
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: url, RATE_LIMIT_MAX: '0', TENANT_CACHE_SECONDS: '300' })
  const app = await buildApp({ db, config, logger: false })
  await app.ready()
  const requests = searchRequests(rng(7), data, Date.now(), { 'content-type': 'application/json', authorization: `Bearer ${token}`, host: 'localhost' })
  const run = async (count: number) => {
    for (let i = 0; i < count; i++) {
      const r = requests[i % requests.length]
      const res = await app.inject({ method: 'POST', url: r.path, headers: r.headers, payload: r.body })
      if (res.statusCode !== 200) throw new Error(`search answered ${res.statusCode}: ${res.body}`)
    }
  }
  await run(1500) // JIT, fleet index, caches
  const session = new Session()
  session.connect()
  await session.post('HeapProfiler.enable')
  // The two include flags are V8's (Node 20 passes them on); the typings lag behind.
  await session.post('HeapProfiler.startSampling', { samplingInterval: 256, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never)
  await run(searches)
  const { profile } = (await session.post('HeapProfiler.stopSampling')) as unknown as { profile: { head: ProfileNode } }
  const byFunction = new Map<string, number>()
  const byFile = new Map<string, number>()
  let total = 0
  const walk = (node: ProfileNode) => {
    const where = node.callFrame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(server|contracts)\//, '$1/')
    if (node.selfSize > 0) {
      const perSearch = node.selfSize / searches
      const key = `${node.callFrame.functionName || '(anon)'} ${where}:${node.callFrame.lineNumber}`
      byFunction.set(key, (byFunction.get(key) ?? 0) + perSearch)
      byFile.set(where || node.callFrame.functionName, (byFile.get(where || node.callFrame.functionName) ?? 0) + perSearch)
      total += perSearch
    }
    for (const child of node.children) walk(child)
  }
  walk(profile.head)
  const top = (m: Map<string, number>, k: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, k)
      .map(([key, bytes]) => `${bytes.toFixed(0).padStart(7)} B  ${key}`)
      .join('\n')
  console.log(`${total.toFixed(0)} bytes allocated per search (light-my-request's own included)\n-- by function\n${top(byFunction, 40)}\n-- by file\n${top(byFile, 25)}`)
  await app.close()
  await db.close()
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
