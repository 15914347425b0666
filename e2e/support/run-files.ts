// The browser tests of one shard in one process (scripts/run-e2e.mjs): each file's tests in a suite
// named by its path, the files one after the other, so that a file's top-level hooks stay its own. A
// process per file (`node --test`) started tsx, Playwright and these helpers again for each: about a
// third of the browser tests' CPU went to that. Node 20 has no in-process mode for `--test`.
import { after, describe } from 'node:test'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

for (const file of process.argv.slice(2)) {
  describe(file, async () => {
    // A file with a server of its own points BASE_URL at it (own-server.ts): the next file gets the shard's again.
    const baseUrl = process.env.BASE_URL
    after(() => {
      process.env.BASE_URL = baseUrl
    })
    await import(pathToFileURL(resolve(file)).href)
  })
}
