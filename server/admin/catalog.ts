import { readFileSync } from 'node:fs'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { CliError, type Output } from './output'
import { parseArgs } from './args'
import { tenantBySlug } from './tenants'
import { CatalogFileSchema, catalogProblems } from './catalog-file'
import { importCatalog } from './catalog-import'
import { exportCatalog } from './catalog-export'

const USAGE = 'Usage: catalog import <file.json> --tenant <slug> | catalog export --tenant <slug>'

function readJson(path: string): unknown {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    throw new CliError(`No readable file ${path}`, 3)
  }
  try {
    return JSON.parse(text)
  } catch (err) {
    throw new CliError(`${path} is not JSON: ${err instanceof Error ? err.message : String(err)}`)
  }
}

/** `catalog import|export`: a tenant's stations, categories (rates), vehicles and discount codes as one JSON file. */
export async function catalogCommand(db: Kysely<Database>, argv: string[], io: Output): Promise<void> {
  const [sub, ...rest] = argv
  const { positional, flags } = parseArgs(rest, ['tenant'])
  if (!flags.tenant) throw new CliError(USAGE)
  if (sub === 'export' && positional.length === 0) {
    const tenant = await tenantBySlug(db, flags.tenant)
    io.out(JSON.stringify(await exportCatalog(db, tenant.id), null, 2))
    return
  }
  if (sub === 'import' && positional.length === 1) {
    const tenant = await tenantBySlug(db, flags.tenant)
    // Validated whole before the transaction opens: a bad file changes nothing and names every problem.
    const parsed = CatalogFileSchema.safeParse(readJson(positional[0]))
    if (!parsed.success)
      throw new CliError(
        `The catalogue was not imported (nothing changed):\n${catalogProblems(parsed.error)
          .map((p) => `  ${p}`)
          .join('\n')}`,
      )
    const counts = await importCatalog(db, tenant.id, parsed.data)
    const summary = Object.entries(counts).map(([section, c]) => `${section} ${c.created} created, ${c.updated} updated`)
    io.out(`${flags.tenant}: ${summary.join('; ')}. Searches see it within 10 s.`)
    return
  }
  throw new CliError(USAGE)
}
