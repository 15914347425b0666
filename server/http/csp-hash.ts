import { createHash } from 'node:crypto'

/** A content security policy source that lets exactly this inline text run or apply: 'sha256-…' (CSP level 2). */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}
