#!/usr/bin/env node
// `npm run admin -- ...`: the admin command line (server/admin/cli.ts), compiled like the server that
// `npm start` runs (scripts/build-server.mjs) when dist/ is missing or older than the sources, then
// run with node: a production install needs no tsx. Compiling says so on stderr, so that what the
// command prints on stdout (an export, a list) stays clean.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverBuildReason } from './app-build-state.mjs'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
const compiled = join(root, 'dist/server/admin.mjs')

const reason = process.env.SKIP_SERVER_BUILD === '1' ? null : (serverBuildReason(root) ?? (existsSync(compiled) ? null : 'no compiled admin command yet'))
if (reason) {
  console.error(`Compiling the server (${reason})...`)
  // Imported only here: a production install without esbuild runs what was compiled before.
  const { buildServer } = await import('./build-server.mjs')
  await buildServer()
}

const cli = spawn(process.execPath, ['--enable-source-maps', compiled, ...process.argv.slice(2)], { cwd: process.cwd(), stdio: 'inherit', env: process.env })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => cli.kill(signal))
cli.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
