import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
import { readFileSync } from 'node:fs'
import { VitePWA } from 'vite-plugin-pwa'
import { phoneLandingFiles } from './scripts/first-screen-files.mjs'
// `.js` resolves to the .ts file, and keeps Vite's coming native config loader from warning.
import { precompress } from './scripts/vite-precompress.js'
import { stylesheetLast } from './scripts/vite-stylesheet-last.js'
import { firstScreenPreload } from './scripts/vite-first-screen-preload.js'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

type ViteManifest = Parameters<typeof phoneLandingFiles>[0]

/**
 * The service worker's precache: the phone's first screen (scripts/first-screen-files.mjs) and the
 * translations, so that after one visit the app shell opens offline in either language. Other
 * chunks are cached as they are fetched (src/service-worker/sw.ts); index.html never is: the server
 * fills it in per tenant, and the worker keeps the page the server sent.
 */
function precacheFirstScreen(entries: Array<{ url: string; size: number; revision: string | null }>) {
  const manifest = JSON.parse(readFileSync(r('./dist/app/.vite/manifest.json'), 'utf8')) as ViteManifest
  const wanted = phoneLandingFiles(manifest, { css: true, offline: true })
  for (const [key, chunk] of Object.entries(manifest)) if (key.includes('src/i18n/locales/')) wanted.add(chunk.file)
  return { manifest: entries.filter((e) => wanted.has(e.url) || e.url === 'favicon.svg'), warnings: [] }
}

// The app is served under /frontofficev2/ (spec section 2); the API is same-origin under /api.
// precompress() writes .br/.gz beside the built text files, which the server sends as they are.
export default defineConfig({
  base: '/frontofficev2/',
  plugins: [
    react(),
    tailwindcss(),
    stylesheetLast(),
    firstScreenPreload(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/service-worker',
      filename: 'sw.ts',
      // Registered by src/app/pwa/register.ts, after the first screen is up, with its update prompt.
      injectRegister: false,
      // The server sends each tenant's manifest (server/tenants/web-manifest.ts).
      manifest: false,
      scope: '/frontofficev2/',
      base: '/frontofficev2/',
      injectManifest: {
        globPatterns: ['assets/**/*.{js,css}', 'favicon.svg'],
        manifestTransforms: [async (entries) => precacheFirstScreen(entries)],
      },
    }),
    precompress(),
  ],
  resolve: {
    alias: {
      '@': r('./src'),
      '@contracts': r('./contracts'),
      '@intents': r('./intents'),
      '@cards': r('./cards'),
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist/app',
    sourcemap: true,
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The chat's small shared modules (its conversation store, what the newest card shows, a
          // carpool's destination) travel in one chunk: each is imported by the chat panel and by a
          // card or a handler, and four chunks of a few hundred bytes cost more gzipped than one.
          includeDependenciesRecursively: false,
          groups: [{ name: 'chat-core', test: /\/src\/chat\/conversation\/conversation-store|\/shown-(results|carpools)\.ts$|\/carpool-destination\.ts$/ }],
        },
      },
    },
  },
})
