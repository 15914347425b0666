import type { Plugin } from 'vite'

/**
 * Moves the app's stylesheet links from <head> to the end of <body>. Chromium then paints what comes
 * before them, index.html's first screen with its inline style (#boot), without waiting for the
 * stylesheet; the app renders under #boot and is shown once its screen is up (src/app/boot-shell.ts),
 * the stylesheet long loaded by then (a first paint before any download but the page).
 */
export function stylesheetLast(): Plugin {
  return {
    name: 'frontoffice-stylesheet-last',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links: string[] = []
        const stripped = html.replace(/\s*<link rel="stylesheet"[^>]*>/g, (link) => {
          links.push(link.trim())
          return ''
        })
        return links.length === 0 ? html : stripped.replace('</body>', `    ${links.join('\n    ')}\n  </body>`)
      },
    },
  }
}
