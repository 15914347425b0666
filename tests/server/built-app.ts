import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { buildApp } from '../../server/app'
import { createTestContext, type TestContext } from './helpers'

/** The app's own index.html, the template the server fills for each tenant and language. */
export const INDEX_TEMPLATE = readFileSync(new URL('../../index.html', import.meta.url), 'utf8')

/**
 * A test context whose `app` serves a built app (its call/get/post helpers still address the
 * context's first app, which serves none: inject into `app`): a temporary folder holding the files given (by
 * path inside it; index.html is the real template unless given) and an assets folder, removed by
 * close(). `dir` is that folder, for a test that adds files to it.
 */
export async function createBuiltAppContext(files: Record<string, string | Buffer> = {}): Promise<TestContext & { dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'frontoffice-built-'))
  mkdirSync(join(dir, 'assets'))
  for (const [path, content] of Object.entries({ 'index.html': INDEX_TEMPLATE, ...files })) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), content)
  }
  const ctx = await createTestContext()
  // The context's own app serves no built app: one is built again on the same database.
  await ctx.app.close()
  const app = await buildApp({ db: ctx.handle, config: ctx.config, logger: false, appDir: dir })
  return {
    ...ctx,
    app,
    dir,
    close: async () => {
      await app.close()
      await ctx.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
