#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at nothing so one report shows every failure.
// typecheck, lint and format side by side -> unit and integration tests, the server's on SQLite and, when
// TEST_DATABASE_URL is set, on PostgreSQL in the same run -> browser tests. Ends with one "N passed, N failed" line.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

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

function run(name, cmd, args, env = {}) {
  console.log(`\n━━ ${name} ━━  ${cmd} ${args.join(' ')}`)
  const started = Date.now()
  // A variable given as undefined is removed from the step's environment.
  const merged = { ...process.env, ...env }
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete merged[key]
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: merged })
  const ok = res.status === 0
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) })
  return ok
}

function vitest(name, args, env = {}) {
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.json`)
  const ok = run(name, 'npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile=${out}`], env)
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

const only = process.argv.slice(2)
const want = (step) => only.length === 0 || only.includes(step)

/** Runs steps at the same time, each one's output held back and printed whole when it ends, in order. */
async function runTogether(list) {
  const results = list.map(({ name, cmd, args }) => {
    const started = Date.now()
    const child = spawn(cmd, args, { env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    return new Promise((done) => child.on('close', (code) => done({ name, cmd, args, ok: code === 0, output, seconds: Math.round((Date.now() - started) / 1000) })))
  })
  for (const r of await Promise.all(results)) {
    console.log(`\n━━ ${r.name} ━━  ${r.cmd} ${r.args.join(' ')}`)
    process.stdout.write(r.output)
    steps.push({ name: r.name, ok: r.ok, seconds: r.seconds })
  }
}

// The type check, the linter and Prettier each use one core: on CI's two they run side by side, the
// shortest (Prettier) filling the gaps of the other two. `npm run format` rewrites what Prettier refuses.
await runTogether(
  [
    want('typecheck') && { name: 'typecheck', cmd: 'npx', args: ['tsc', '-p', 'tsconfig.json', '--noEmit'] },
    want('lint') && { name: 'lint', cmd: 'npx', args: ['eslint', '.', '--max-warnings=200'] },
    want('format') && { name: 'format', cmd: 'npx', args: ['prettier', '--check', '--log-level=warn', '**/*.{ts,tsx,js,mjs,cjs}'] },
  ].filter(Boolean),
)
// One vitest run for every project: the server suite on SQLite (`server`) and, with TEST_DATABASE_URL,
// on PostgreSQL too (`server-pg`, and the cluster tests), their files sharing the workers (vitest.config.ts).
const pgUrl = want('postgres') ? process.env.TEST_DATABASE_URL : undefined
if (pgUrl) {
  const projects = want('unit') ? [] : ['--project', 'server-pg', '--project', 'server-cluster']
  vitest(want('unit') ? 'unit and integration (SQLite and PostgreSQL)' : 'server (PostgreSQL)', projects, { TEST_DATABASE_URL: undefined, TEST_BOTH_ENGINES_PG_URL: pgUrl })
} else if (want('unit')) {
  vitest('unit and integration (SQLite)', [], { TEST_DATABASE_URL: undefined, TEST_BOTH_ENGINES_PG_URL: undefined })
}
if (want('postgres') && !pgUrl) console.log('\n(TEST_DATABASE_URL is not set: the server suite ran on SQLite only.)')
if (want('e2e')) {
  const out = join(tmp, 'e2e-summary.json')
  const ok = run('browser tests', 'node', ['scripts/run-e2e.mjs'], { E2E_SUMMARY_FILE: out })
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

// The chat route's first load stays within the JavaScript budget. The browser tests built the
// app already (or build it here); the report fails when the first page or the chat route is over it.
if (want('bundle')) {
  if (!existsSync('dist/app/.vite/manifest.json')) run('app build', 'npx', ['vite', 'build', '--logLevel', 'warn'])
  const ok = run('bundle budget', 'node', ['scripts/report-bundle.mjs'])
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
