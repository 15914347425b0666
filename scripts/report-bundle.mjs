#!/usr/bin/env node
// Prints each JS chunk's gzipped size, then what the first page loads: the entry chunk and its
// static imports (from Vite's manifest), and the chat route's first load on a desktop (the same plus
// the chat panel and its static imports, which the shell requests at once); exits 1 when either
// exceeds the budget (250 KB, or BUNDLE_BUDGET_KB). Also prints the first page as the server sends
// it to a browser that accepts brotli: the .br files the build wrote (scripts/vite-precompress.ts).
import { readFileSync, readdirSync, existsSync, statSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { firstPageFiles, phoneLandingFiles } from './first-screen-files.mjs'

const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 250)
const dist = new URL('../dist/app/', import.meta.url).pathname
const manifestPath = join(dist, '.vite/manifest.json')
if (!existsSync(manifestPath)) {
  console.error(`No ${manifestPath}: run \`npx vite build\` first.`)
  process.exit(2)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))

const gz = new Map()
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length)
  return gz.get(file)
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`

/** A manifest entry's file plus every file it imports statically, recursively. */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen)
  return seen
}

const jsFiles = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`)
  .sort((a, b) => gzipSize(b) - gzipSize(a))
console.log('JS chunks (gzipped):')
for (const file of jsFiles) console.log(`  ${kb(gzipSize(file)).padStart(10)}  ${file}`)
const total = (files) => [...files].reduce((sum, f) => sum + gzipSize(f), 0)

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
if (!entryKey) {
  console.error('The manifest has no entry chunk.')
  process.exit(2)
}
// The entry imports the app once the first screen is painted (src/main.tsx): both are the first page.
const firstPage = firstPageFiles(manifest)
const firstTotal = total(firstPage)
console.log(`\nFirst page (entry, the app behind it and their static imports, ${firstPage.size} files): ${kb(firstTotal)} (budget ${BUDGET_KB} KB)`)
// Informational, not budgeted: a file without a .br goes out plain, so it counts at its own size.
const sentSize = (f) => statSync(join(dist, existsSync(join(dist, `${f}.br`)) ? `${f}.br` : f)).size
console.log(`First page as served to a browser that accepts brotli (the build's .br files): ${kb([...firstPage].reduce((sum, f) => sum + sentSize(f), 0))}`)

const chatKey = Object.keys(manifest).find((k) => k.endsWith('src/chat/chat-panel.tsx'))
const chatRoute = chatKey ? staticClosure(chatKey, new Set(firstPage)) : firstPage
const chatTotal = total(chatRoute)
console.log(`Chat route first load on a desktop (first page plus the chat panel, ${chatRoute.size} files): ${kb(chatTotal)}`)

// A phone landing on the root loads the entry and the chat panel (its first screen) with
// their static imports; what answering needs comes when the driver types. Budget: 300 KB gzipped.
const PHONE_BUDGET_KB = Number(process.env.PHONE_BUDGET_KB ?? 300)
const phoneLanding = phoneLandingFiles(manifest)
const phoneTotal = total(phoneLanding)
console.log(`Phone landing on the root (entry and the chat panel, ${phoneLanding.size} files): ${kb(phoneTotal)} (budget ${PHONE_BUDGET_KB} KB)`)

let over = false
if (phoneTotal > PHONE_BUDGET_KB * 1024) {
  console.error(
    `\nThe phone landing is over budget by ${kb(phoneTotal - PHONE_BUDGET_KB * 1024)}: what the phone's first screen (the chat) does not show belongs behind a dynamic import.`,
  )
  over = true
}
if (firstTotal > BUDGET_KB * 1024) {
  console.error(`\nThe first page is over budget by ${kb(firstTotal - BUDGET_KB * 1024)}: move what the first paint does not need behind a dynamic import.`)
  over = true
}
// The chat route's first load, everything included, is at most the budget too.
if (chatTotal > BUDGET_KB * 1024) {
  console.error(
    `\nThe chat route is over budget by ${kb(chatTotal - BUDGET_KB * 1024)}: a capability's chat belongs in src/chat/handlers/<name>/ (loaded after the first paint), and cards should import features' pure modules, not their index.`,
  )
  over = true
}
if (over) process.exit(1)
