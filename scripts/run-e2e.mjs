#!/usr/bin/env node
// `npm run test:e2e`: the browser tests in Debian's Chromium against a real server.
// 1. builds the app when dist/app is missing or older than the sources (E2E_SKIP_BUILD=1 skips);
// 2. splits the files into E2E_SHARDS shards (default 2, 1 for a single file) run at the same time,
//    each against an isolated server of its own (startServer from server/start.ts) on a free port
//    with a fresh, seeded SQLite file in a temporary directory: the files of a shard run one at a
//    time, in one process (e2e/support/run-files.ts), and never see the other shard's data. Each
//    shard has one Chromium, which its files connect to (e2e/support/browser.ts). With E2E_BASE_URL
//    (a running server) there is one shard against it;
// 3. runs every e2e/**/*.e2e.ts with node:test (through tsx), BASE_URL set, or only the files and
//    folders named (`npm run test:e2e -- e2e/account/booking-access.e2e.ts e2e/chat`); arguments
//    starting with - are passed on to node (give values with =: --test-name-pattern=login);
// 4. stops the servers; writes {passed, failed, skipped, failures} of all shards to E2E_SUMMARY_FILE
//    when set.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { appBuildReason } from './app-build-state.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const callerDir = process.env.INIT_CWD ?? process.cwd()
process.chdir(root)

function buildIfNeeded() {
  if (process.env.E2E_SKIP_BUILD === '1') return
  const reason = appBuildReason(root)
  if (reason === null) return
  console.log(`Building the app (${reason})…`)
  const res = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (res.status !== 0) process.exit(res.status ?? 1)
}

function e2eFiles(dir = join(root, 'e2e')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'support' ? [] : e2eFiles(path)
    return entry.name.endsWith('.e2e.ts') ? [relative(root, path)] : []
  })
}

// Registered once for every shard's server (they start at the same time in this process).
let tsxReady

async function startIsolatedServer() {
  tsxReady ??= import('tsx/esm/api').then(({ register }) => register({ tsconfig: join(root, 'tsconfig.json') }))
  await tsxReady
  const { startServer } = await import('../server/start.ts')
  const dir = mkdtempSync(join(tmpdir(), 'frontoffice-e2e-'))
  const server = await startServer({
    port: 0,
    databaseUrl: `sqlite:${join(dir, 'e2e.sqlite')}`,
    seed: true,
    quiet: true,
    // Many logins in a few seconds are the tests, not an attack; documents go to the temporary directory.
    config: { rateLimit: false, dataDir: dir },
  })
  return {
    url: server.url,
    close: async () => {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** The e2e files under the paths given on the command line (relative to where npm was run), or all. */
function selectedFiles(all, picked) {
  if (picked.length === 0) return all
  const wanted = picked.map((p) => relative(root, resolve(callerDir, p)).split('\\').join('/'))
  const covers = (w, f) => f === w || f.startsWith(`${w}/`)
  const unmatched = wanted.filter((w) => !all.some((f) => covers(w, f)))
  if (unmatched.length > 0) {
    console.error(`No e2e file at ${unmatched.join(', ')} (files end in .e2e.ts under e2e/).`)
    process.exit(2)
  }
  return all.filter((f) => wanted.some((w) => covers(w, f)))
}

/**
 * Runs `files` with node:test against `baseUrl`, in one process (e2e/support/run-files.ts). With a
 * `label`, every line printed is prefixed with it, so that two shards printing at once stay readable.
 */
function runTests(baseUrl, files, options, summaryFile, label, env = {}) {
  const args = ['--import', 'tsx', '--test-reporter=spec', '--test-reporter-destination=stdout']
  if (summaryFile) args.push('--test-reporter=./e2e/support/summary-reporter.mjs', `--test-reporter-destination=${summaryFile}`)
  args.push(...options, 'e2e/support/run-files.ts', ...files)
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env, BASE_URL: baseUrl } })
    if (label) {
      prefixLines(child.stdout, process.stdout, label)
      prefixLines(child.stderr, process.stderr, label)
    }
    child.on('close', (code) => resolve(code ?? 1))
  })
}

function prefixLines(from, to, label) {
  let rest = ''
  from.on('data', (chunk) => {
    const lines = (rest + chunk.toString()).split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) to.write(`${label} ${line}\n`)
  })
  from.on('end', () => {
    if (rest !== '') to.write(`${label} ${rest}\n`)
  })
}

/**
 * The files dealt into `count` shards of about the same size, the largest file first to the lightest
 * shard (a file's size stands for its number of tests: both servers then finish at about the same time).
 */
function shardFiles(files, count, sizeOf) {
  const shards = Array.from({ length: count }, () => ({ files: [], size: 0 }))
  const bySize = [...files].sort((a, b) => sizeOf(b) - sizeOf(a) || a.localeCompare(b))
  for (const file of bySize) {
    const lightest = shards.reduce((min, s) => (s.size < min.size ? s : min))
    lightest.files.push(file)
    lightest.size += sizeOf(file)
  }
  return shards.map((s) => s.files.sort()).filter((s) => s.length > 0)
}

/**
 * One Chromium for a shard's files, each connecting to it: launching one per file cost more CPU than
 * many a file's tests. Each file's pages still live in contexts of their own, closed with the file.
 */
async function startSharedBrowser() {
  tsxReady ??= import('tsx/esm/api').then(({ register }) => register({ tsconfig: join(root, 'tsconfig.json') }))
  await tsxReady
  const { BROWSER_LAUNCH_OPTIONS, BROWSER_ENDPOINT_VARIABLE } = await import('../e2e/support/browser.ts')
  const { chromium } = await import('playwright-core')
  const browser = await chromium.launchServer(BROWSER_LAUNCH_OPTIONS)
  return { env: { [BROWSER_ENDPOINT_VARIABLE]: browser.wsEndpoint() }, close: () => browser.close() }
}

/** One shard: its own server (or E2E_BASE_URL's), its own Chromium, its files, its summary. */
async function runShard(files, options, index, count, summaryDir) {
  const label = count > 1 ? `[${index + 1}/${count}]` : ''
  const server = process.env.E2E_BASE_URL ? { url: process.env.E2E_BASE_URL, close: async () => {} } : await startIsolatedServer()
  console.log(`${label ? `${label} ` : ''}Browser tests against ${server.url} (${files.length} files)`)
  const summaryFile = summaryDir ? join(summaryDir, `shard-${index + 1}.json`) : undefined
  const browser = await startSharedBrowser()
  try {
    const code = await runTests(server.url, files, options, summaryFile, label, browser.env)
    return { code, summaryFile }
  } finally {
    await browser.close()
    await server.close()
  }
}

function mergedSummary(results) {
  const total = { passed: 0, failed: 0, skipped: 0, failures: [] }
  for (const { summaryFile } of results) {
    if (!summaryFile || !existsSync(summaryFile)) continue
    const s = JSON.parse(readFileSync(summaryFile, 'utf8'))
    total.passed += s.passed ?? 0
    total.failed += s.failed ?? 0
    total.skipped += s.skipped ?? 0
    total.failures.push(...(s.failures ?? []))
  }
  return total
}

const cliArgs = process.argv.slice(2)
const options = cliArgs.filter((a) => a.startsWith('-'))
const files = selectedFiles(
  e2eFiles(),
  cliArgs.filter((a) => !a.startsWith('-')),
)
if (files.length === 0) {
  console.log('No e2e/**/*.e2e.ts files.')
  process.exit(0)
}
buildIfNeeded()
// Two shards keep a 2-core host busy without starving either (each shard is a server, a test file and a
// Chromium); E2E_SHARDS=1 runs everything against one server as before.
const wanted = process.env.E2E_BASE_URL ? 1 : Number.parseInt(process.env.E2E_SHARDS ?? '2', 10) || 1
const shards = shardFiles(files, Math.max(1, Math.min(wanted, files.length)), (f) => statSync(join(root, f)).size)
const summaryDir = process.env.E2E_SUMMARY_FILE ? mkdtempSync(join(tmpdir(), 'frontoffice-e2e-summary-')) : undefined
const results = await Promise.all(shards.map((shardFilesOf, i) => runShard(shardFilesOf, options, i, shards.length, summaryDir)))
if (summaryDir) {
  writeFileSync(process.env.E2E_SUMMARY_FILE, JSON.stringify(mergedSummary(results)))
  rmSync(summaryDir, { recursive: true, force: true })
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1)
