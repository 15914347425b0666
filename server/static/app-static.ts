import { existsSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { APP_BASE } from '@contracts/http'

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Front office not built</title></head>
<body><main><h1>The app is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it when needed), then reload.</p>
<p>The API answers under <a href="/api/tenant">/api</a>.</p></main></body></html>`

/** True for paths under the app base whose last segment has no extension: client routes, not files. */
export function isClientRoute(url: string): boolean {
  const path = url.split('?')[0]
  if (!path.startsWith(APP_BASE)) return false
  const last = path.slice(APP_BASE.length).split('/').pop() ?? ''
  return !last.includes('.')
}

/**
 * Serves the built app (dist/app) under /frontofficev2/: hashed assets cached for a year, index.html
 * never cached, and every unknown client route answered with index.html (the SPA fallback, wired in
 * the not-found handler). Files go out as the .br or .gz the build wrote beside them when the
 * browser accepts it (scripts/vite-precompress.ts), so phones download a fraction of the JavaScript
 * and the server compresses nothing per request. Without a build, a short page says how to make one.
 */
export async function registerAppStatic(app: FastifyInstance, distDir: string): Promise<{ spaFallback: (req: FastifyRequest, reply: FastifyReply) => FastifyReply }> {
  const root = resolve(distDir)
  const built = existsSync(resolve(root, 'index.html'))

  app.get('/', (_request, reply) => reply.redirect(APP_BASE))
  app.get(APP_BASE.slice(0, -1), (_request, reply) => reply.redirect(APP_BASE))

  if (!built) {
    const page = (_req: FastifyRequest, reply: FastifyReply) => reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE)
    app.get(`${APP_BASE}*`, page)
    return { spaFallback: page }
  }

  const assetsDir = resolve(root, 'assets') + sep
  await app.register(fastifyStatic, {
    root,
    prefix: APP_BASE,
    index: 'index.html',
    // Picks x.js.br / x.js.gz by Accept-Encoding (falling back to x.js), with the type of x.js and
    // Vary: accept-encoding. Also applies to sendFile, so the SPA fallback's index.html too.
    preCompressed: true,
    cacheControl: false,
    // path is the file actually sent, x.js.br included: it sits in assets/ like x.js, so the rule holds.
    setHeaders: (reply, path) => {
      const immutable = path.startsWith(assetsDir)
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  return {
    spaFallback: (_req, reply) => reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html', root),
  }
}
