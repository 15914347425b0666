import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))
const alias = {
  '@': r('./src'),
  '@contracts': r('./contracts'),
  '@intents': r('./intents'),
  '@cards': r('./cards'),
}

// Three projects: the pure intent engine, the API server against a real database, and the
// browser-side code in jsdom. `npm test` runs them all; `--project server` runs one.
export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        // The property tests run hundreds of generated texts: 20 s per test leaves room on a slow host.
        test: { name: 'intents', environment: 'node', include: ['intents/**/*.test.ts'], globals: true, testTimeout: 20000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts', 'contracts/**/*.test.ts'],
          globals: true,
          testTimeout: 30000,
          hookTimeout: 60000,
          pool: 'forks',
          fileParallelism: false,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
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
