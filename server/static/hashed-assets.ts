import { readFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/**
 * The encoding to answer with, among those there is a copy in: brotli where the browser accepts it,
 * then gzip, else none.
 */
export function answerEncoding(acceptEncoding: string | string[] | undefined, has: { br: boolean; gzip: boolean }): 'br' | 'gzip' | null {
  const accepts = String(acceptEncoding ?? '')
  if (has.br && /\bbr\b/.test(accepts)) return 'br'
  return has.gzip && /\bgzip\b/.test(accepts) ? 'gzip' : null
}

/** The cache header of a file whose name changes with its content: kept a year, never asked again. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'
// The types the build writes compressed siblings for (scripts/vite-precompress.ts); other files in
// assets/ (source maps) are rare requests and go to the disk as they come.
const KEPT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

interface KeptFile {
  type: string
  plain: Buffer
  br: Buffer | null
  gzip: Buffer | null
}

async function readIfThere(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path)
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (code === 'ENOENT' || code === 'EISDIR') return null
    throw error
  }
}

/**
 * Answers GET {base}assets/<file> for the app's scripts and styles from memory. Their names carry a
 * hash of their content, so a file read once, with the .br and .gz the build wrote beside it, stays
 * right for as long as the server runs. A page's first load asks for about 120 of them: read from
 * the disk on each request, through @fastify/static, one cost the server about 2 ms of CPU, five times
 * an API call. A name that is not there is not remembered (a build may be writing it), and other files
 * of the folder go to `sendFile` (the folder's own static handler).
 */
export function registerHashedAssets(app: FastifyInstance, { base, assetsDir }: { base: string; assetsDir: string }): void {
  const kept = new Map<string, Promise<KeptFile | null>>()

  async function load(name: string, type: string): Promise<KeptFile | null> {
    const path = join(assetsDir, name)
    const [plain, br, gzip] = await Promise.all([readIfThere(path), readIfThere(`${path}.br`), readIfThere(`${path}.gz`)])
    return plain ? { type, plain, br, gzip } : null
  }

  function keptFile(name: string, type: string): Promise<KeptFile | null> {
    let file = kept.get(name)
    if (!file) {
      file = load(name, type)
      kept.set(name, file)
      // A missing file, or one that failed to read, is looked for again next time.
      file.then(
        (found) => found ?? kept.delete(name),
        () => kept.delete(name),
      )
    }
    return file
  }

  app.get(`${base}assets/:file`, async (request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
    const name = request.params.file
    const type = KEPT_TYPES[extname(name)]
    // The route's parameter holds no slash; a leading dot would name the folder itself or its parent.
    if (!type || name.startsWith('.')) return reply.sendFile(`assets/${name}`)
    const file = await keptFile(name, type)
    if (!file) return reply.callNotFound()
    const encoding = answerEncoding(request.headers['accept-encoding'], { br: file.br !== null, gzip: file.gzip !== null })
    reply.header('content-type', file.type).header('cache-control', IMMUTABLE_CACHE).header('vary', 'accept-encoding')
    if (encoding) reply.header('content-encoding', encoding)
    return reply.send(encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : file.plain)
  })
}
