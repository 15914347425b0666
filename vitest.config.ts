import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))
const alias = {
  '@': r('./src'),
  '@contracts': r('./contracts'),
  '@intents': r('./intents'),
  '@cards': r('./cards'),
}

// One test file more than the host has cores: three at once on a 2-core host (vitest's default there
// is one). A server file often waits, on PostgreSQL, on a child process or on a timer, and the third
// file uses the core it leaves. The single-process projects on a 2-core host: 211 s and 330 CPU-s with
// two files at once, 161 s and 294 CPU-s with three, 171 s and 333 CPU-s with four. Every server test
// file has a database of its own (tests/server/helpers.ts: SQLite in memory, or a PostgreSQL schema
// created and dropped per context), its own ports (0) and temporary folders, so files need not wait
// for each other. VITEST_MAX_WORKERS=1 goes back to one at a time.
const maxWorkers = availableParallelism() + 1

const server = { environment: 'node', globals: true, testTimeout: 30000, hookTimeout: 60000, pool: 'forks' } as const
// The server's and the intent engine's files share their worker's module cache (isolate: false): each
// file otherwise imports the whole server again, which cost about three times the CPU its tests do
// (the server files on SQLite: 141 s of CPU without isolation, about 450 s with it). Nothing they
// share is changed by a test: every file builds its own app and database, and restores what it sets
// in process.env. The client's files keep their isolation: their module mocks and stores would leak.
const shared = { isolate: false } as const
const CLUSTER = 'tests/server/cluster/**/*.test.ts'
const SERVER_FILES = ['server/**/*.test.ts', 'tests/server/**/*.test.ts', 'contracts/**/*.test.ts']

// `npm test` runs the server suite on both engines in one vitest run (TEST_BOTH_ENGINES_PG_URL names the
// PostgreSQL server): the `server` project on SQLite, `server-pg` on PostgreSQL, and their files share the
// workers with the client's, so a file waiting on PostgreSQL leaves the core to another. Without it,
// `server` and the cluster tests follow TEST_DATABASE_URL as they always did.
// The files under server/ and contracts/ run the same on either project: pure code, or domain tests that
// open both engines themselves (server/testing/test-database.ts), so `server-pg` leaves them to `server`;
// server/db/listen.test.ts alone there follows TEST_DATABASE_URL.
const bothEnginesPg = process.env.TEST_BOTH_ENGINES_PG_URL
const PG_FILES = ['tests/server/**/*.test.ts', 'server/db/listen.test.ts']
const sqliteEnv = bothEnginesPg ? { env: { TEST_DATABASE_URL: '' } } : {}
const pgEnv = bothEnginesPg ? { env: { TEST_DATABASE_URL: bothEnginesPg } } : {}

// The projects: the pure intent engine, the API server against a real database (its multi-process
// cluster tests apart), and the browser-side code (happy-dom, which starts in half jsdom's time; node
// for a file whose first line is `// @vitest-environment node`, jsdom for the HTML sanitizer's).
// `npm test` runs them all; `--project 'server*'` the server's.
export default defineConfig({
  test: {
    maxWorkers,
    projects: [
      {
        resolve: { alias },
        // The property tests run hundreds of generated texts: 20 s per test leaves room on a slow host.
        test: { ...shared, name: 'intents', environment: 'node', include: ['intents/**/*.test.ts'], globals: true, testTimeout: 20000 },
      },
      {
        resolve: { alias },
        test: { ...server, ...shared, ...sqliteEnv, name: 'server', include: SERVER_FILES, exclude: [...configDefaults.exclude, CLUSTER] },
      },
      ...(bothEnginesPg
        ? [{ resolve: { alias }, test: { ...server, ...shared, ...pgEnv, name: 'server-pg', include: PG_FILES, exclude: [...configDefaults.exclude, CLUSTER] } }]
        : []),
      {
        // The cluster tests start several server and worker processes each, compiled once before them
        // (compile-server.mjs): two such files at once on 2 cores miss their start. They run one at a
        // time; `npm test` runs them beside the browser tests. `--project 'server*'` runs both server
        // projects.
        resolve: { alias },
        test: { ...server, ...pgEnv, name: 'server-cluster', include: [CLUSTER], fileParallelism: false, globalSetup: ['tests/server/cluster/compile-server.mjs'] },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'happy-dom',
          // Each file in a VM context of a long-lived worker thread rather than a process started for it:
          // the files stay isolated (their module mocks and stores), at a fraction of the cost. The 184
          // files took 157 s of CPU this way against 431 s in forks, on the same host.
          pool: 'vmThreads',
          include: ['src/**/*.test.{ts,tsx}', 'cards/**/*.test.{ts,tsx}', 'tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
          globals: true,
          // Room for the 5 s waits of tests/client/setup.ts on a slow host (the default is 5 s per test).
          testTimeout: 20000,
        },
      },
    ],
  },
})
