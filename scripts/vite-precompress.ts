// Writes a brotli (.br) and a gzip (.gz) copy beside each text file of the build, once, at build
// time. The server (@fastify/static with preCompressed) then answers a phone that accepts brotli
// with the .br file as it is: several hundred KB of JavaScript become a fraction of that over a
// mobile link, and the server spends no CPU compressing per request.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { extname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats compress well; images, fonts and sourcemaps (never sent to users) are left alone. */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt', '.xml'])
/** Below this the saving is smaller than a packet and not worth a second file. */
const MIN_BYTES = 1024

export interface PrecompressSummary {
  files: number
  bytes: number
  brBytes: number
  gzBytes: number
}

/** Every file under dir, skipping dot directories (.vite holds the manifest, which is never served). */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((e) => {
      const path = join(dir, e.name)
      if (e.isDirectory()) return e.name.startsWith('.') ? [] : listFiles(path)
      return e.isFile() ? [path] : []
    }),
  )
  return nested.flat()
}

/**
 * Writes the sibling when it is smaller than the original, else removes any left by an earlier build
 * into a kept out dir: the server would send that old copy instead of the new file.
 */
async function writeOrRemove(path: string, data: Buffer | null, original: number): Promise<number> {
  if (data && data.length < original) {
    await writeFile(path, data)
    return data.length
  }
  await rm(path, { force: true })
  return original
}

/**
 * Compresses every text file of at least 1 KB under dir, all files at once: the async zlib calls
 * run on libuv's thread pool, so the quality-11 brotli of the big chunks overlaps.
 */
export async function precompressDir(dir: string): Promise<PrecompressSummary> {
  const files = (await listFiles(dir)).filter((f) => TEXT_EXTENSIONS.has(extname(f).toLowerCase()))
  const results = await Promise.all(
    files.map(async (file) => {
      const data = await readFile(file)
      if (data.length < MIN_BYTES) {
        await Promise.all([writeOrRemove(`${file}.br`, null, data.length), writeOrRemove(`${file}.gz`, null, data.length)])
        return null
      }
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
      ])
      const [brBytes, gzBytes] = await Promise.all([writeOrRemove(`${file}.br`, br, data.length), writeOrRemove(`${file}.gz`, gz, data.length)])
      return { bytes: data.length, brBytes, gzBytes }
    }),
  )
  const summary: PrecompressSummary = { files: 0, bytes: 0, brBytes: 0, gzBytes: 0 }
  for (const r of results) {
    if (!r) continue
    summary.files += 1
    summary.bytes += r.bytes
    summary.brBytes += r.brBytes
    summary.gzBytes += r.gzBytes
  }
  return summary
}

/** `vite build` only: the dev server serves sources, uncompressed, from memory. */
export function precompress(): Plugin {
  let log: (msg: string) => void = () => {}
  return {
    name: 'frontoffice:precompress',
    apply: 'build',
    configResolved(config) {
      log = (msg) => config.logger.info(msg)
    },
    async writeBundle(options) {
      if (!options.dir) return
      const s = await precompressDir(options.dir)
      const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
      log(`precompressed ${s.files} files: ${kb(s.bytes)} -> br ${kb(s.brBytes)}, gz ${kb(s.gzBytes)}`)
    },
  }
}
