import { readFileSync } from 'node:fs'
import { resolve, sep } from 'node:path'
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fastifyStatic from '@fastify/static'
import { APP_BASE } from '@contracts/http'
import { IMMUTABLE_CACHE, answerEncoding, registerHashedAssets } from './hashed-assets'
import { renderIndexHtml } from './index-html'

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Front office not built</title></head>
<body><main><h1>The app is not built yet</h1>
<p>Run <code>npm run build</code> (or <code>npm start</code>, which builds it when needed), then reload.</p>
<p>The API answers under <a href="/api/tenant">/api</a>.</p></main></body></html>`

function readIfThere(path: string): string | null {
  try {
    return readFileSync(path, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

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
 * and the server compresses nothing per request; scripts and styles are kept in memory once read
 * (hashed-assets.ts). Without a build, a short page says how to make one.
 */
export async function registerAppStatic(
  app: FastifyInstance,
  distDir: string,
): Promise<{ spaFallback: (req: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply> }> {
  const root = resolve(distDir)
  // Read once: a build replacing dist/app as the server starts (the tests build it beside the server's)
  // may remove the file between a check and a read; the server then starts as not built.
  const template = readIfThere(resolve(root, 'index.html'))
  const built = template !== null

  app.get('/', (_request, reply) => reply.redirect(APP_BASE))
  app.get(APP_BASE.slice(0, -1), (_request, reply) => reply.redirect(APP_BASE))

  if (!built) {
    const page = (_req: FastifyRequest, reply: FastifyReply) => reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(NOT_BUILT_PAGE)
    app.get(`${APP_BASE}*`, page)
    return { spaFallback: page }
  }

  const assetsDir = resolve(root, 'assets') + sep
  const sendIndex = indexSender(app, template)
  app.get(APP_BASE, sendIndex)
  app.get(`${APP_BASE}index.html`, sendIndex)
  await app.register(fastifyStatic, {
    root,
    prefix: APP_BASE,
    // index.html goes out through sendIndex, with the tenant's name and colours in it.
    index: false,
    // Picks x.js.br / x.js.gz by Accept-Encoding (falling back to x.js), with the type of x.js and
    // Vary: accept-encoding. Also applies to sendFile, so the SPA fallback's index.html too.
    preCompressed: true,
    cacheControl: false,
    // path is the file actually sent, x.js.br included: it sits in assets/ like x.js, so the rule holds.
    setHeaders: (reply, path) => {
      const immutable = path.startsWith(assetsDir)
      reply.header('cache-control', immutable ? IMMUTABLE_CACHE : 'no-cache')
    },
  })
  registerHashedAssets(app, { base: APP_BASE, assetsDir })
  return {
    spaFallback: sendIndex,
  }
}

const COMPRESSED_LIMIT = 256

/**
 * Answers index.html filled for the request's tenant, language and path (index-html.ts), brotli or
 * gzip when the browser accepts it. The few variants (tenants × languages × root or not) are
 * compressed once each and kept; a tenant's new colours make a new variant.
 */
function indexSender(app: FastifyInstance, template: string) {
  const compressed = new Map<string, { br: Buffer; gzip: Buffer }>()
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const tenant = await app.tenants.resolveHost(request.headers.host).catch(() => null)
    const html = renderIndexHtml(template, { tenant, acceptLanguage: request.headers['accept-language'], cookie: request.headers.cookie, path: request.url })
    reply.code(200).header('cache-control', 'no-cache').header('vary', 'accept-encoding, accept-language, cookie').type('text/html; charset=utf-8')
    const encoding = answerEncoding(request.headers['accept-encoding'], { br: true, gzip: true })
    if (!encoding) return reply.send(html)
    let packed = compressed.get(html)
    if (!packed) {
      packed = { br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(html, { level: 9 }) }
      if (compressed.size >= COMPRESSED_LIMIT) compressed.delete(compressed.keys().next().value as string)
      compressed.set(html, packed)
    }
    return reply.header('content-encoding', encoding).send(packed[encoding])
  }
}
