import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'
// `.js` resolves to the .ts file, and keeps Vite's coming native config loader from warning.
import { precompress } from './scripts/vite-precompress.js'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// The app is served under /frontofficev2/ (spec section 2); the API is same-origin under /api.
// precompress() writes .br/.gz beside the built text files, which the server sends as they are.
export default defineConfig({
  base: '/frontofficev2/',
  plugins: [react(), tailwindcss(), precompress()],
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
  },
})
