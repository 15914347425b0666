import { cspHash } from '../http/csp-hash'

/** The reference page's whole stylesheet: readable widths, tables and method badges; system fonts only. */
export const REFERENCE_STYLE = [
  'body{font:1rem/1.5 system-ui,sans-serif;color:#1a1a1a;background:#fff;margin:0 auto;padding:1rem;max-width:70rem}',
  'code{font-family:ui-monospace,monospace;font-size:.95em}',
  'a{color:#0645ad}a:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}',
  'h1 .version{font-size:1rem;font-weight:normal;color:#444}',
  'nav ul{padding-left:1.25rem}',
  'section{border-top:2px solid #ccc;margin-top:2rem}',
  'article{border:1px solid #ccc;border-radius:.25rem;padding:0 1rem 1rem;margin:1rem 0}',
  '.method{display:inline-block;min-width:4.5rem;padding:0 .25rem;border-radius:.25rem;background:#1a1a1a;color:#fff;text-align:center}',
  'table{border-collapse:collapse;width:100%}caption{text-align:left;font-weight:bold}',
  'th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}',
  'ul.schema,ol.schema{margin:.25rem 0;padding-left:1.25rem}',
  'dl.responses dt{font-weight:bold;margin-top:.5rem}dl.responses dd{margin-left:1.25rem}',
].join('')

/** The page's own policy: nothing but its stylesheet, by hash (no script, no inline style attribute). */
export const REFERENCE_PAGE_CSP = ["default-src 'none'", `style-src ${cspHash(REFERENCE_STYLE)}`, "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join('; ')
