#!/usr/bin/env node
// `npm start`: builds the app and compiles the server when dist/ is missing or older than their
// sources, then runs the compiled server (migrate, seed an empty database, listen) with node.
// Reads .env when there is one. `npm run dev` runs the TypeScript through tsx instead.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { appBuildReason, serverBuildReason } from './app-build-state.mjs'
import { buildServer } from './build-server.mjs'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const builtIndex = join(root, 'dist/app/index.html')

if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'))

const reason = process.env.SKIP_APP_BUILD === '1' ? null : appBuildReason(root)
if (reason) {
  console.log(`Building the app (${reason})...`)
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) {
    const fallback = existsSync(builtIndex) ? 'the previous build is served' : 'the API runs; the app page says to build it'
    console.warn(`\nThe app build failed (exit ${build.status}); ${fallback}.\n`)
  }
}

const serverReason = process.env.SKIP_SERVER_BUILD === '1' ? null : serverBuildReason(root)
if (serverReason) {
  console.log(`Compiling the server (${serverReason})...`)
  await buildServer()
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.mjs'], { cwd: root, stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
