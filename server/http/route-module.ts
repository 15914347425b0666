import { readdirSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FastifyBaseLogger, FastifyInstance, FastifyPluginAsync, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify'
import { API_PREFIX } from '@contracts/http'
import type { DeclaredTypeProvider } from './declared-routes'

/** The app as route modules see it: handlers read their declared input typed (declared-routes.ts). */
export type RoutesApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, DeclaredTypeProvider>

/**
 * A route module: a file named `*.routes.ts` anywhere under server/, whose default export is
 * `defineRoutes(async (app) => { app.get('/things', ...) })`. buildApp finds and registers every
 * one under /api, in path order, so adding a capability never edits a shared list.
 */
export function defineRoutes(register: (app: RoutesApp) => Promise<void>): FastifyPluginAsync {
  return (app) => register(app.withTypeProvider<DeclaredTypeProvider>())
}

export const ROUTE_MODULE_SUFFIX = '.routes.ts'
const SERVER_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')

// The compiled server (scripts/build-server.mjs) has no route files to scan: its entry imports
// them all and provides them here, keyed by their path under server/, before the server starts.
let bundled: Record<string, unknown> | null = null
export function provideBundledRouteModules(modules: Record<string, unknown>): void {
  bundled = modules
}

/** Paths of every route module under server/, sorted, relative to server/. */
export function findRouteModules(root = SERVER_DIR): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((p) => p.endsWith(ROUTE_MODULE_SUFFIX) && !p.split(/[\\/]/).includes('node_modules'))
    .map((p) => p.split('\\').join('/'))
    .sort()
}

export async function registerRouteModules(app: FastifyInstance, root = SERVER_DIR): Promise<string[]> {
  const useBundle = bundled !== null && root === SERVER_DIR
  const files = useBundle ? Object.keys(bundled!).sort() : findRouteModules(root)
  for (const file of files) {
    const plugin = useBundle ? bundled![file] : ((await import(pathToFileURL(join(root, file)).href)) as { default?: unknown }).default
    if (typeof plugin !== 'function') {
      throw new Error(`Route module server/${relative(root, join(root, file))} must default-export defineRoutes(...)`)
    }
    await app.register(taggedWith(moduleTag(file), plugin as FastifyPluginAsync), { prefix: API_PREFIX })
  }
  return files
}

/**
 * The OpenAPI tag of a module's routes, from where it lives: its folder under routes/ when it has
 * one (`routes/rentals/receipts.routes.ts`: rentals), its own name otherwise (`routes/auth.routes.ts`: auth).
 */
export function moduleTag(file: string): string {
  const parts = file.replace(/^routes\//, '').split('/')
  return parts.length > 1 ? parts[0] : parts[0].slice(0, -ROUTE_MODULE_SUFFIX.length)
}

/** The module's routes carry its tag unless they declare their own (the reference page groups by tag). */
function taggedWith(tag: string, plugin: FastifyPluginAsync): FastifyPluginAsync {
  return async (scope, options) => {
    scope.addHook('onRoute', (route) => {
      if (route.schema && !route.schema.tags) route.schema.tags = [tag]
    })
    await plugin(scope, options)
  }
}
