#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at nothing so one report shows every failure.
// unit and integration tests, the server's on SQLite and, when TEST_DATABASE_URL is set, on PostgreSQL in
// the same run, with typecheck, lint, format and the app's build beside them -> browser tests, with the
// multi-process tests beside them. Ends with one "N passed, N failed" line.
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { appBuildReason } from './app-build-state.mjs'

const tmp = mkdtempSync(join(tmpdir(), 'frontoffice-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const steps = []
// Every failed test, named in the summary: CI shows only the output's tail, where the failures scrolled away.
const failures = []

function firstLine(text) {
  return (
    String(text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  )
}

/** The step's environment: a variable given as undefined is removed from it. */
function stepEnv(env) {
  const merged = { ...process.env, ...env }
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key]
  return merged
}

/**
 * Runs one step. Its output goes straight to ours, or, `held`, is kept and printed whole when it
 * ends: a step running beside another then stays one readable block.
 */
async function run(name, cmd, args, env = {}, { held = false } = {}) {
  const header = `\n━━ ${name} ━━  ${cmd} ${args.join(' ')}`
  if (!held) console.log(header)
  const started = Date.now()
  const child = spawn(cmd, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: stepEnv(env) })
  let output = ''
  if (held) {
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
  }
  const code = await new Promise((done) => child.on('close', (c) => done(c)))
  if (held) {
    console.log(header)
    process.stdout.write(output)
  }
  const ok = code === 0
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  return ok
}

async function vitest(name, args, env = {}, options = {}) {
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.json`)
  const ok = await run(name, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`], env, options)
  if (existsSync(out)) {
    const report = JSON.parse(readFileSync(out, 'utf8'))
    totals.passed += report.numPassedTests ?? 0
    totals.failed += report.numFailedTests ?? 0
    totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    if (!ok && (report.numFailedTests ?? 0) === 0) totals.failed += 1 // a suite that failed to load
    for (const file of report.testResults ?? []) {
      const where = file.name.replace(process.cwd() + '/', '')
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
      for (const t of failedTests) failures.push(`${name}: ${where} > ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`)
      if (file.status === 'failed' && failedTests.length === 0) failures.push(`${name}: ${where}: ${firstLine(file.message)}`)
    }
  } else if (!ok) {
    totals.failed += 1
  }
  return ok
}

async function browserTests() {
  const out = join(tmp, 'e2e-summary.json')
  const ok = await run('browser tests', 'node', ['scripts/run-e2e.mjs'], { E2E_SUMMARY_FILE: out })
  if (existsSync(out)) {
    const s = JSON.parse(readFileSync(out, 'utf8'))
    totals.passed += s.passed ?? 0
    totals.failed += s.failed ?? 0
    totals.skipped += s.skipped ?? 0
    if (!ok && !s.failed) totals.failed += 1
    for (const f of s.failures ?? []) failures.push(`browser tests: ${f.file.replace(process.cwd() + '/', '')} > ${f.name}: ${firstLine(f.message)}`)
  } else if (!ok) {
    totals.failed += 1
  }
}

const only = process.argv.slice(2)
const want = (step) => only.length === 0 || only.includes(step)

// The type check, the linter, Prettier and the app's build for the browser tests (one core each) run
// beside the unit and integration tests, sharing the cores with them: on CI's two cores this took the
// same time as the checks first and the build inside the browser tests (about 300 s either way). Their
// output is printed as one block each when they end. `npm run format` rewrites what Prettier refuses.
const buildApp = (want('e2e') || want('bundle')) && appBuildReason(process.cwd()) !== null
const staticChecks = Promise.all([
  buildApp && run('app build', 'npx', ['vite', 'build', '--logLevel', 'warn'], {}, { held: true }),
  want('typecheck') && run('typecheck', 'npm', ['run', '-s', 'typecheck'], {}, { held: true }),
  want('lint') && run('lint', 'npx', ['eslint', '.', '--max-warnings=200'], {}, { held: true }),
  want('format') && run('format', 'npx', ['prettier', '--check', '--log-level=warn', '**/*.{ts,tsx,js,mjs,cjs}'], {}, { held: true }),
])
// One vitest run for the single-process projects: the server suite on SQLite (`server`) and, with
// TEST_DATABASE_URL, on PostgreSQL too (`server-pg`), their files sharing the workers with the client's
// and the intent engine's (vitest.config.ts). The multi-process cluster tests (PostgreSQL) start once
// the checks are done, beside the unit run's last files, which leave a core idle part of the time, and
// go on beside the browser tests if they need to; their output is printed as one block when they end.
// Measured on CI's two cores, this is about even with running them beside the browser tests: they added
// about 100 s to the unit run and took about as much off the browser tests.
const pgUrl = want('postgres') ? process.env.TEST_DATABASE_URL : undefined
const pgEnv = { TEST_DATABASE_URL: undefined, TEST_BOTH_ENGINES_PG_URL: pgUrl }
const clusterTests = staticChecks.then(() => pgUrl && vitest('multi-process (PostgreSQL)', ['--project', 'server-cluster'], pgEnv, { held: want('unit') || want('e2e') }))
if (pgUrl) {
  if (want('unit')) await vitest('unit and integration (SQLite and PostgreSQL)', ['--project', '!server-cluster'], pgEnv)
  else await vitest('server (PostgreSQL)', ['--project', 'server-pg'], pgEnv)
} else if (want('unit')) {
  await vitest('unit and integration (SQLite)', [], { TEST_DATABASE_URL: undefined, TEST_BOTH_ENGINES_PG_URL: undefined })
}
if (want('postgres') && !pgUrl) console.log('\n(TEST_DATABASE_URL is not set: the server suite ran on SQLite only.)')
await staticChecks
await Promise.all([clusterTests, want('e2e') && browserTests()])

// The chat route's first load stays within the JavaScript budget. The browser tests built the
// app already (or build it here); the report fails when the first page or the chat route is over it.
if (want('bundle')) {
  if (!existsSync('dist/app/.vite/manifest.json')) await run('app build', 'npx', ['vite', 'build', '--logLevel', 'warn'])
  const ok = await run('bundle budget', 'node', ['scripts/report-bundle.mjs'])
  if (ok) totals.passed += 1
  else totals.failed += 1
}

console.log('\n━━ summary ━━')
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.seconds}s)`)
const anyFailed = steps.some((s) => !s.ok)
if (anyFailed && totals.failed === 0) totals.failed = steps.filter((s) => !s.ok).length
if (failures.length > 0) {
  console.log('\nfailed:')
  for (const f of failures) console.log(`  ${f}`)
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(anyFailed ? 1 : 0)
