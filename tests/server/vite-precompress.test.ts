// The build's precompression (scripts/vite-precompress.ts). It sits here, not beside the plugin,
// because vitest.config.ts collects no test under scripts/; the server project runs in Node.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { precompressDir } from '../../scripts/vite-precompress'

describe('precompressDir', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'fo-precompress-'))
    mkdirSync(join(dir, 'assets'))
    mkdirSync(join(dir, '.vite'))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  const text = (n: number) => Array.from({ length: n }, (_, i) => `export const item${i} = { id: ${i}, label: "row ${i}" };`).join('\n')

  it('writes .br and .gz beside big text files, each decompressing to the original', async () => {
    const big = { 'assets/index-abc.js': text(400), 'assets/index-abc.css': `.a{color:red}\n`.repeat(200), 'index.html': `<!doctype html>${'<p>shell</p>'.repeat(200)}` }
    for (const [name, body] of Object.entries(big)) writeFileSync(join(dir, name), body)

    const summary = await precompressDir(dir)

    for (const [name, body] of Object.entries(big)) {
      const br = readFileSync(join(dir, `${name}.br`))
      const gz = readFileSync(join(dir, `${name}.gz`))
      expect(brotliDecompressSync(br).toString()).toBe(body)
      expect(gunzipSync(gz).toString()).toBe(body)
      expect(br.length).toBeLessThan(body.length)
      expect(gz.length).toBeLessThan(body.length)
    }
    expect(summary.files).toBe(3)
    expect(summary.brBytes).toBeLessThan(summary.bytes)
  })

  it('leaves small files, sourcemaps, images and the .vite directory alone', async () => {
    const skipped = ['assets/small-abc.js', 'assets/index-abc.js.map', 'assets/logo-abc.png', '.vite/manifest.json']
    writeFileSync(join(dir, skipped[0]), 'console.log(1)')
    writeFileSync(join(dir, skipped[1]), JSON.stringify({ version: 3, mappings: text(400) }))
    writeFileSync(join(dir, skipped[2]), Buffer.alloc(4096))
    writeFileSync(join(dir, skipped[3]), JSON.stringify({ entry: text(400) }))

    const summary = await precompressDir(dir)

    for (const name of skipped) {
      expect(existsSync(join(dir, `${name}.br`))).toBe(false)
      expect(existsSync(join(dir, `${name}.gz`))).toBe(false)
    }
    expect(summary.files).toBe(0)
  })

  it('removes a sibling left by an earlier build once the file no longer gets one', async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>tiny</title>')
    writeFileSync(join(dir, 'index.html.br'), 'stale')
    writeFileSync(join(dir, 'index.html.gz'), 'stale')
    await precompressDir(dir)
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false)
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false)
  })
})
