// What a phone landing on the root needs before the driver can type: the entry with its
// static imports, and the chat panel (the first screen on a phone) with its own, CSS included.
// One rule for the service worker's precache (vite.config.ts) and the build's phone budget
// (scripts/report-bundle.mjs).

/**
 * The app behind the entry: src/main.tsx only imports it once the first screen is painted, and
 * index.html preloads its files with the entry's (scripts/vite-first-screen-preload.ts). Part of every page.
 */
export const APP_MODULES = ['src/run-app.tsx']

/** Source modules whose static closure the phone's first screen loads. */
export const PHONE_LANDING_MODULES = ['src/chat/chat-panel.tsx']

/** What the app shows without a network (precached, but not fetched on a landing). */
export const OFFLINE_MODULES = ['src/app/offline/offline-screen.tsx']

/** A manifest entry's file plus every file it imports statically, recursively (CSS too when asked). */
export function staticClosure(manifest, key, seen = new Set(), { css = false } = {}) {
  const chunk = manifest[key]
  if (!chunk || seen.has(chunk.file)) return seen
  seen.add(chunk.file)
  if (css) for (const file of chunk.css ?? []) seen.add(file)
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen, { css })
  return seen
}

function addClosures(manifest, modules, files, css) {
  for (const module of modules) {
    const key = Object.keys(manifest).find((k) => k.endsWith(module))
    if (key) staticClosure(manifest, key, files, { css })
  }
  return files
}

/** What every page loads first: the entry and the app behind it, with their static imports. */
export function firstPageFiles(manifest, { css = false } = {}) {
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry)
  const files = entryKey ? staticClosure(manifest, entryKey, new Set(), { css }) : new Set()
  return addClosures(manifest, APP_MODULES, files, css)
}

/** The files (relative to the build's root) of the phone's first screen, from Vite's manifest. */
export function phoneLandingFiles(manifest, { css = false, offline = false } = {}) {
  const files = firstPageFiles(manifest, { css })
  for (const module of [...PHONE_LANDING_MODULES, ...(offline ? OFFLINE_MODULES : [])]) {
    const key = Object.keys(manifest).find((k) => k.endsWith(module))
    if (key) staticClosure(manifest, key, files, { css })
  }
  return files
}
