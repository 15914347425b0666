import type { Kysely } from 'kysely'
import { runAdmin } from '../../server/admin/run'
import type { Database } from '../../server/db/schema'

/** Runs an admin command line in process, with what it printed on each stream and its exit code. */
export async function runAdminCaptured(db: Kysely<Database>, argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdmin(db, argv, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}
