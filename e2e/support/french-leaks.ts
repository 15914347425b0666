import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Locator } from 'playwright-core'

const LOCALES = fileURLToPath(new URL('../../src/i18n/locales/', import.meta.url))

/** Every string of a locale namespace, by its dotted key. */
function flatten(value: unknown, prefix = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof value === 'string') out.set(prefix, value)
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) flatten(v, prefix ? `${prefix}.${k}` : k, out)
  return out
}

/**
 * The app's French wording that English never uses: each French string split at its {{placeholders}},
 * keeping the pieces long enough (12 characters) not to be a station's or a label's name by chance,
 * which are the tenant's data and French on purpose.
 */
function frenchOnlyPieces(): string[] {
  const pieces = new Set<string>()
  for (const file of readdirSync(join(LOCALES, 'fr'))) {
    const fr = flatten(JSON.parse(readFileSync(join(LOCALES, 'fr', file), 'utf8')))
    const en = [...flatten(JSON.parse(readFileSync(join(LOCALES, 'en', file), 'utf8'))).values()].join('\n')
    for (const text of fr.values()) {
      for (const piece of text.split(/\{\{[^}]*\}\}|<[^>]*>|\$t\([^)]*\)/)) {
        const trimmed = piece.trim()
        if (trimmed.length >= 12 && !en.includes(trimmed)) pieces.add(trimmed)
      }
    }
  }
  return [...pieces]
}

let cached: string[] | null = null

/** The French app strings a region shows although the page is in English; [] when there are none. */
export async function frenchLeaks(region: Locator): Promise<string[]> {
  cached ??= frenchOnlyPieces()
  const text = (await region.innerText()).replace(/\s+/g, ' ')
  return cached.filter((piece) => text.includes(piece.replace(/\s+/g, ' ')))
}
