import { readFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { parseIntent } from './index'
import type { Catalog, IntentContext, Lang } from './types'

// CONTRACT.md, Command line: one JSON object a line in, one a line out, nothing else on stdout.

function catalogPath(argv: readonly string[]): string | null {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--catalog') return argv[i + 1] ?? null
    if (argv[i].startsWith('--catalog=')) return argv[i].slice('--catalog='.length)
  }
  return null
}

function loadCatalog(file: string | null): Catalog {
  if (!file) throw new Error('usage: npm run -s intents -- --catalog FILE < in.jsonl > out.jsonl')
  const catalog = JSON.parse(readFileSync(file, 'utf8')) as unknown
  if (!catalog || typeof catalog !== 'object' || Array.isArray(catalog)) throw new Error(`${file}: not a catalog object`)
  return catalog as Catalog
}

type Line = { id: unknown; error: string } | Record<string, unknown>

function answer(line: string, catalog: Catalog): Line {
  let input: unknown
  try {
    input = JSON.parse(line)
  } catch {
    return { id: null, error: 'invalid JSON' }
  }
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { id: null, error: 'expected a JSON object' }
  const o = input as Record<string, unknown>
  const id = o.id ?? null
  if (typeof o.text !== 'string') return { id, error: 'text must be a string' }
  if (o.lang !== undefined && o.lang !== null && o.lang !== 'fr' && o.lang !== 'en') return { id, error: 'lang must be "fr", "en" or null' }
  if (typeof o.now !== 'string' || Number.isNaN(Date.parse(o.now))) return { id, error: 'now must be an ISO 8601 instant' }
  const context = o.context ?? null
  if (context !== null && (typeof context !== 'object' || Array.isArray(context))) return { id, error: 'context must be an object or null' }
  const result = parseIntent({ text: o.text, lang: (o.lang as Lang | null | undefined) ?? null, now: o.now, context: context as IntentContext | null }, catalog)
  // `sort` is the dialogue contract's (rule 6), not a slot of the intent contract: the command line prints the latter's.
  const { sort: _sort, ...slots } = result.slots as Record<string, unknown>
  return { id, lang: result.lang, intent: result.intent, slots, missing: result.missing }
}

async function main(): Promise<number> {
  // A reader that stops early (`| head`) closes the pipe: stop quietly.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(0)
    throw error
  })
  let catalog: Catalog
  try {
    catalog = loadCatalog(catalogPath(process.argv.slice(2)))
  } catch (error) {
    process.stderr.write(`intents: cannot read the catalog: ${error instanceof Error ? error.message : String(error)}\n`)
    return 2
  }
  const lines = createInterface({ input: process.stdin, crlfDelay: Infinity })
  for await (const line of lines) {
    if (line.trim() === '') continue
    let out: Line
    try {
      out = answer(line, catalog)
    } catch (error) {
      out = { id: null, error: error instanceof Error ? error.message : String(error) }
    }
    if (!process.stdout.write(`${JSON.stringify(out)}\n`)) await new Promise((resolve) => process.stdout.once('drain', resolve))
  }
  return 0
}

main().then(
  (code) => {
    process.exitCode = code
  },
  (error: unknown) => {
    process.stderr.write(`intents: ${error instanceof Error ? error.message : String(error)}\n`)
    process.exitCode = 0
  },
)
