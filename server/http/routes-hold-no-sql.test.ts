import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

// Routes read their input, call a service and answer: queries and transactions live in the services
// and repositories under server/ (docs/ARCHITECTURE-OWNERS.md). This scan of every file under
// server/routes/ fails when one of them builds a query or opens a transaction again.
const ROUTES_DIR = fileURLToPath(new URL('../routes', import.meta.url))

// Kysely's query starts, its raw `sql` tag and its transactions; a chain split over lines still matches.
const QUERY =
  /\.\s*(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|transaction|executeQuery)\s*\(|\bsql\s*`|\bsql\.(raw|ref|lit|id|table|join)\s*\(/g

function queriesIn(text: string): string[] {
  return [...text.matchAll(QUERY)].map((m) => m[0].replace(/\s+/g, ''))
}

const routeFiles = readdirSync(ROUTES_DIR, { recursive: true, encoding: 'utf8' })
  .filter((p) => p.endsWith('.ts') && !p.endsWith('.test.ts'))
  .map((p) => p.split('\\').join('/'))
  .sort()

describe('route files hold no SQL', () => {
  it('finds the query forms it looks for', () => {
    const probe =
      "const r = await app.db\n  .selectFrom('users')\n  .selectAll()\nawait app.db.transaction().execute(async (trx) => trx.updateTable('users'))\nawait sql`select 1`.execute(app.db)"
    expect(queriesIn(probe)).toEqual(['.selectFrom(', '.transaction(', '.updateTable(', 'sql`'])
    expect(queriesIn('const user = await findUserById(app.db, tenant.id, id) // a transaction, in words')).toEqual([])
  })

  it('scans every route module', () => {
    expect(routeFiles.filter((p) => p.endsWith('.routes.ts')).length).toBeGreaterThan(20)
  })

  it.each(routeFiles)('server/routes/%s builds no query and opens no transaction', (file) => {
    expect(queriesIn(readFileSync(join(ROUTES_DIR, file), 'utf8'))).toEqual([])
  })
})
