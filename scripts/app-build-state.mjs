// Whether dist/app is older than what it is built from: `npm start` and `npm run test:e2e` both
// rebuild the app then, and must agree on what counts (the precompression plugin included).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const SOURCES = [
  'src',
  'cards',
  'contracts',
  'intents',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/vite-stylesheet-last.ts',
  'scripts/vite-first-screen-preload.ts',
  'scripts/first-screen-files.mjs',
  'package.json',
]
const SKIP = new Set(['node_modules', 'dist', 'data', '.git'])

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = 0
  for (const entry of readdirSync(path)) {
    // Tests are not part of the bundle: editing one needs no build.
    if (SKIP.has(entry) || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

function buildReason(root, output, sources) {
  if (!existsSync(join(root, output))) return `${output} is missing`
  const builtAt = statSync(join(root, output)).mtimeMs
  const changed = sources.find((s) => newestMtime(join(root, s)) > builtAt)
  return changed ? `${changed} changed since the last build` : null
}

/** Why the app under `root` needs building (missing, or a source newer than it), or null. */
export function appBuildReason(root) {
  return buildReason(root, 'dist/app/index.html', SOURCES)
}

// The compiled server bundles server/, contracts/ and intents/ (the chat's engine is not in it, but
// contracts import nothing else and the server imports intents' catalog types).
const SERVER_SOURCES = ['server', 'contracts', 'intents', 'scripts/build-server.mjs', 'package.json', 'tsconfig.json']

/** Why dist/server needs compiling again, or null. */
export function serverBuildReason(root) {
  return buildReason(root, 'dist/server/main.mjs', SERVER_SOURCES)
}
