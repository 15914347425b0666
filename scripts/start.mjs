#!/usr/bin/env node
// `npm start`: builds the app when dist/app is missing or older than its sources, then runs the
// server (migrate, seed an empty database, listen) with tsx. Reads .env when there is one.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const builtIndex = join(root, 'dist/app/index.html')
const SOURCES = ['src', 'cards', 'contracts', 'intents', 'public', 'index.html', 'vite.config.ts', 'scripts/vite-precompress.ts', 'package.json']
const SKIP = new Set(['node_modules', 'dist', 'data', '.git'])

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    if (SKIP.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

function appNeedsBuild() {
  if (!existsSync(builtIndex)) return 'dist/app/index.html is missing'
  const builtAt = statSync(builtIndex).mtimeMs
  const changed = SOURCES.find((s) => newestMtime(join(root, s)) > builtAt)
  return changed ? `${changed} changed since the last build` : null
}

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'))

const reason = process.env.SKIP_APP_BUILD === '1' ? null : appNeedsBuild()
if (reason) {
  console.log(`Building the app (${reason})...`)
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    const fallback = existsSync(builtIndex) ? 'the previous build is served' : 'the API runs; the app page says to build it'
    console.warn(`\nThe app build failed (exit ${build.status}); ${fallback}.\n`)
  }
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: root, stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
