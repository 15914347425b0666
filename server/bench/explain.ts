import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { availableVehiclesQuery } from '../domain/search/available-vehicles'
import type { Dataset } from './bench-dataset'

function inline(text: string, params: readonly unknown[], isPostgres: boolean): string {
  const lit = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`)
  if (isPostgres) return text.replace(/\$(\d+)/g, (_m, i: string) => lit(params[Number(i) - 1]))
  let i = 0
  return text.replace(/\?/g, () => lit(params[i++]))
}

/**
 * The plan of one station search's availability query as the engine runs it: SQLite's EXPLAIN
 * QUERY PLAN, PostgreSQL's EXPLAIN ANALYZE.
 */
export async function explainStationSearch(db: Kysely<Database>, isPostgres: boolean, data: Dataset, now: number): Promise<string> {
  const start = now + 7 * 86_400_000
  const compiled = availableVehiclesQuery(
    db,
    data.tenantId,
    [data.stationIds[0]],
    { categories: [], options: [], gearsType: null, seatsCount: null },
    { startMs: start, endMs: start + 3 * 3_600_000, prepareDelayMs: 900_000 },
  )
    .limit(51)
    .compile()
  const prefix = isPostgres ? 'explain (analyze, costs off, timing off) ' : 'explain query plan '
  const result = await sql.raw<Record<string, unknown>>(prefix + inline(compiled.sql, compiled.parameters, isPostgres)).execute(db)
  return result.rows.map((r) => (isPostgres ? String(r['QUERY PLAN']) : String(r.detail))).join('\n')
}
