#!/usr/bin/env node
// Compiles the API server into dist/server/*.mjs with esbuild, so that production runs plain
// JavaScript and tsx stays a development tool. Packages stay external (native modules, and npm
// keeps them up to date); the project's own TypeScript (server, contracts, intents) is bundled.
// Route modules are found by name at run time under tsx; a bundle has no files to scan, so the
// generated entry imports every `*.routes.ts` and hands them to registerRouteModules first.
import { build } from 'esbuild'
import { existsSync, readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = resolve(fileURLToPath(new URL('..', import.meta.url)))
/** The processes a deployment runs: the server, and the job worker where one exists. */
export const SERVER_ENTRIES = ['main', 'worker']
/** The admin command line (`npm run admin`), compiled too so that production needs no tsx. */
const ADMIN_ENTRY = 'admin/cli.ts'

function routeModules(serverDir) {
  return readdirSync(serverDir, { recursive: true, encoding: 'utf8' })
    .map((p) => p.split('\\').join('/'))
    .filter((p) => p.endsWith('.routes.ts') && !p.split('/').includes('node_modules'))
    .sort()
}

function entrySource(name, serverDir) {
  const modules = routeModules(serverDir)
  const imports = modules.map((file, i) => `import route${i} from './${file}'`)
  const table = modules.map((file, i) => `  ${JSON.stringify(file)}: route${i},`)
  return [`import { provideBundledRouteModules } from './http/route-module'`, ...imports, `provideBundledRouteModules({`, ...table, `})`, `await import('./${name}')`, ''].join(
    '\n',
  )
}

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: join(root, 'tsconfig.json'),
  sourcemap: true,
  logLevel: 'warning',
  // Bundled CommonJS helpers call require(); ESM output gives them one.
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
}

/** Builds every entry that exists into `outDir`; returns the files written. */
export async function buildServer({ outDir = join(root, 'dist/server'), serverDir = join(root, 'server') } = {}) {
  const written = []
  for (const name of SERVER_ENTRIES) {
    if (!existsSync(join(serverDir, `${name}.ts`))) continue
    const outfile = join(outDir, `${name}.mjs`)
    await build({
      ...common,
      stdin: { contents: entrySource(name, serverDir), resolveDir: serverDir, sourcefile: `${name}-entry.ts`, loader: 'ts' },
      outfile,
    })
    written.push(outfile)
  }
  // The command line serves no routes: its own file is the entry. dist/server/admin.mjs sits as deep
  // as server/admin/cli.ts, so the paths it finds from its own place (the root .env) stay the same.
  if (existsSync(join(serverDir, ADMIN_ENTRY))) {
    const outfile = join(outDir, 'admin.mjs')
    await build({ ...common, entryPoints: [join(serverDir, ADMIN_ENTRY)], outfile })
    written.push(outfile)
  }
  return written
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = await buildServer()
  console.log(`Server compiled: ${files.map((f) => f.replace(root + '/', '')).join(', ')}`)
}
