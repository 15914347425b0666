// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

// Every literal key a screen or card asks for exists in French (the catalog test keeps English
// beside it): a missing one shows its raw key, "home.trip-unlock", to the driver.
const bundles = import.meta.glob<Record<string, unknown>>('./locales/fr/*.json', { eager: true, import: 'default' })
const bundle = (namespace: string) => bundles[`./locales/fr/${namespace}.json`]
const PLURALS = ['_zero', '_one', '_other', '_many']

function exists(namespace: string, key: string): boolean | null {
  let node: unknown = bundle(namespace)
  if (node === undefined) return null
  const parts = key.split('.')
  for (const [i, part] of parts.entries()) {
    if (typeof node !== 'object' || node === null) return false
    const here = node as Record<string, unknown>
    if (part in here) node = here[part]
    else return i === parts.length - 1 && PLURALS.some((suffix) => `${part}${suffix}` in here)
  }
  return true
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sources(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('the keys the app asks for', () => {
  it('exist in their namespace', () => {
    const missing: string[] = []
    for (const file of [...sources('src'), ...sources('cards')]) {
      const text = readFileSync(file, 'utf8')
      const namespaces = new Set([...text.matchAll(/useTranslation\(\s*'([\w-]+)'/g)].map((m) => m[1]))
      // A file with one namespace: its bare keys are that namespace's. Keys naming theirs are checked anywhere.
      const own = namespaces.size === 1 ? [...namespaces][0] : null
      for (const [, key] of text.matchAll(/\bt\(\s*'([\w.:-]+)'/g)) {
        const [namespace, name] = key.includes(':') ? key.split(':', 2) : [own, key]
        if (namespace === null) continue
        if (exists(namespace, name) === false) missing.push(`${file}: ${namespace}:${name}`)
      }
    }
    expect(missing).toEqual([])
  })
})
