// The statements after which a search may find something else: a write to vehicles or rentals, or
// the commit of a transaction that made one. Kysely writes "insert into "rentals"", "update
// "vehicles"", "delete from "rentals"" (quoted), the SQL is never user text.
const SEARCHED_TABLE_WRITE = /^(?:insert into|update|delete from) "(?:rentals|vehicles)"/i

/**
 * Counts this process's statements that may change a search's answer, so the search's fleet index
 * (domain/search/fleet) reads the change feed at once after one of our own writes and only now and
 * then otherwise. Counted as the statement runs (SQLite) or completes (PostgreSQL).
 */
export class WriteSignal {
  count = 0

  note(sql: string): void {
    if (SEARCHED_TABLE_WRITE.test(sql) || (sql.length === 6 && sql.toLowerCase() === 'commit')) this.count++
  }
}
