import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath } from 'node:url'

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url))

// The app is served under /frontofficev2/ (spec section 2); the API is same-origin under /api.
export default defineConfig({
  base: '/frontofficev2/',
  plugins: [react(), tailwindcss()],
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
