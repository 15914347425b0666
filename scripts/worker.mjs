#!/usr/bin/env node
// `npm run worker`: the background jobs alone (server/worker.ts), compiled like the server that
// `npm start` runs (scripts/build-server.mjs), when dist/ is missing or older than the sources.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverBuildReason } from './app-build-state.mjs'
import { buildServer } from './build-server.mjs'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'))

const reason = process.env.SKIP_SERVER_BUILD === '1' ? null : serverBuildReason(root)
if (reason || !existsSync(join(root, 'dist/server/worker.mjs'))) {
  console.log(`Compiling the server (${reason ?? 'no compiled worker yet'})...`)
  await buildServer()
}

const worker = spawn(process.execPath, ['--enable-source-maps', 'dist/server/worker.mjs'], { cwd: root, stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => worker.kill(signal))
worker.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
