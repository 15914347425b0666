#!/usr/bin/env node
// `npm run test:e2e`: the browser tests in Debian's Chromium against a real server.
// 1. builds the app when dist/app is missing or older than the sources (E2E_SKIP_BUILD=1 skips);
// 2. starts an isolated server (startServer from server/start.ts) on a free port with a fresh,
//    seeded SQLite file in a temporary directory, unless E2E_BASE_URL points at a running one;
// 3. runs every e2e/**/*.e2e.ts with node:test (through tsx), BASE_URL set, or only the files and
//    folders named (`npm run test:e2e -- e2e/account/booking-access.e2e.ts e2e/chat`); arguments
//    starting with - are passed on to node --test (give values with =: --test-name-pattern=login);
// 4. stops the server; writes {passed, failed, skipped} to E2E_SUMMARY_FILE when set.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
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

async function startIsolatedServer() {
  const { register } = await import('tsx/esm/api')
  register({ tsconfig: join(root, 'tsconfig.json') })
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

function runTests(baseUrl, files, options) {
  const args = ['--import', 'tsx', '--test', '--test-concurrency=1', '--test-reporter=spec', '--test-reporter-destination=stdout']
  if (process.env.E2E_SUMMARY_FILE) {
    args.push('--test-reporter=./e2e/support/summary-reporter.mjs', `--test-reporter-destination=${process.env.E2E_SUMMARY_FILE}`)
  }
  args.push(...options, ...files)
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, BASE_URL: baseUrl } })
    child.on('exit', (code) => resolve(code ?? 1))
  })
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
const server = process.env.E2E_BASE_URL ? { url: process.env.E2E_BASE_URL, close: async () => {} } : await startIsolatedServer()
console.log(`Browser tests against ${server.url}`)
let code = 1
try {
  code = await runTests(server.url, files, options)
} finally {
  await server.close()
}
process.exit(code)
