#!/usr/bin/env node
// `npm run dev`: the API server with reload on change (tsx watch server/main.ts, port 3000) and
// Vite's dev server (http://localhost:5173/frontofficev2/, proxying /api to the API) together.
// Ctrl+C stops both; if one exits, the other is stopped too.
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const children = []
let stopping = false

function run(name, command, args, env = {}) {
  const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter((line) => line.length > 0)
      .map((line) => `[${name}] ${line}\n`)
      .join('')
  child.stdout.on('data', (chunk) => process.stdout.write(prefix(chunk)))
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)))
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`[${name}] exited (${signal ?? code}); stopping the other process.`)
      stop(code ?? 1)
    }
  })
  children.push(child)
  return child
}

function stop(code = 0) {
  stopping = true
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
  setTimeout(() => process.exit(code), 500).unref()
}

process.on('SIGINT', () => stop(0))
process.on('SIGTERM', () => stop(0))

run('api', 'npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { NODE_ENV: process.env.NODE_ENV ?? 'development' })
run('web', 'npx', ['vite', '--strictPort'])
