import type { Plugin, Rollup } from 'vite'
import { APP_MODULES, PHONE_LANDING_MODULES } from './first-screen-files.mjs'
import { PRELOAD_ATTRIBUTE } from '../src/service-worker/page-preloads'

/** The marker the server reads: it keeps these links only where the first screen is the chat (server/static/index-html.ts). */
export const CHAT_PRELOAD_ATTRIBUTE = 'data-boot-chat'

function chunkOf(bundle: Rollup.OutputBundle, module: string): Rollup.OutputChunk | undefined {
  return Object.values(bundle).find((c): c is Rollup.OutputChunk => c.type === 'chunk' && (c.facadeModuleId ?? '').endsWith(module))
}

function staticFiles(bundle: Rollup.OutputBundle, file: string, seen: Set<string>): Set<string> {
  const chunk = bundle[file]
  if (!chunk || chunk.type !== 'chunk' || seen.has(file)) return seen
  seen.add(file)
  for (const imported of chunk.imports) staticFiles(bundle, imported, seen)
  return seen
}

/**
 * Adds `<link rel="modulepreload">` to index.html for the app behind the entry (src/main.tsx imports
 * it after the first paint; every page needs it), and for the chat panel and its static imports (the
 * phone's first screen, scripts/first-screen-files.mjs), these marked for the server. A phone landing on
 * the root then fetches them with the entry instead of after the tenant, the session and the
 * layout's first render (the message box usable sooner, no chain of requests).
 */
export function firstScreenPreload(): Plugin {
  let base = '/'
  return {
    name: 'frontoffice-first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle
        if (!bundle) return html
        const closure = (modules: string[], files = new Set<string>()) => {
          for (const module of modules) {
            const chunk = chunkOf(bundle, module)
            if (chunk) staticFiles(bundle, chunk.fileName, files)
          }
          return files
        }
        const app = closure(APP_MODULES)
        const chat = [...closure(PHONE_LANDING_MODULES)].filter((file) => !app.has(file))
        // Marked: the service worker drops them from the pages it serves from its cache (sw.ts).
        const link = (file: string, marker: string) => `<link rel="modulepreload" crossorigin href="${base}${file}" ${PRELOAD_ATTRIBUTE}${marker}>`
        const links = [...[...app].map((file) => [file, '']), ...chat.map((file) => [file, ` ${CHAT_PRELOAD_ATTRIBUTE}`])]
          .filter(([file]) => !html.includes(`${base}${file}"`))
          .map(([file, marker]) => link(file, marker))
        return links.length === 0 ? html : html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
      },
    },
  }
}
