// The cluster tests run the compiled server and worker (dist/server/*.mjs), what `npm start` runs in
// production: compiled once here, when older than their sources, rather than by tsx in each of the
// processes they start (about 2.7 s of CPU each, three at a time on a 2-core host).
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverBuildReason } from '../../../scripts/app-build-state.mjs'
import { buildServer } from '../../../scripts/build-server.mjs'

const root = resolve(fileURLToPath(new URL('../../..', import.meta.url)))

export default async function compileServer() {
  const reason = serverBuildReason(root)
  if (reason === null) return
  console.log(`Compiling the server for the cluster tests (${reason})…`)
  await buildServer()
}
