import { writeFile } from 'node:fs/promises'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { FileStorage } from '../storage/file-storage'
import { CliError, formatTable, type Output } from './output'
import { parseArgs } from './args'
import { findDriver } from './drivers'

/**
 * `drivers documents <email|id>` lists a driver's documents; `drivers document <email|id> <doc id>
 * --out file` writes one to a file, for the operator to open.
 */
export async function driverDocumentsCommand(db: Kysely<Database>, sub: 'documents' | 'document', argv: string[], io: Output, files: () => FileStorage): Promise<void> {
  const { positional, flags } = parseArgs(argv, ['tenant', 'out'])
  const driver = await findDriver(db, positional[0], flags.tenant)
  const docs = db
    .selectFrom('documents as d')
    .leftJoin('additional_documents as a', 'a.id', 'd.additional_document_id')
    .select(['d.id', 'd.document_type', 'a.name as additional', 'd.content_type', 'd.size', 'd.storage_path', 'd.created_at'])
    .where('d.tenant_id', '=', driver.tenant_id)
    .where('d.user_id', '=', driver.id)
  if (sub === 'documents') {
    const rows = await docs.orderBy('d.id').execute()
    io.out(
      formatTable(
        ['id', 'type', 'content type', 'bytes', 'uploaded (UTC)'],
        rows.map((r) => [
          r.id,
          r.additional ? `${r.document_type} (${r.additional})` : r.document_type,
          r.content_type,
          r.size,
          new Date(r.created_at).toISOString().slice(0, 16).replace('T', ' '),
        ]),
      ),
    )
    io.out(`${rows.length} document(s) of ${driver.email}`)
    return
  }
  const idText = positional[1]
  if (!idText || !/^\d+$/.test(idText) || !flags.out) throw new CliError('Usage: drivers document <email|id> <document id> --out <file>')
  const doc = await docs.where('d.id', '=', Number(idText)).executeTakeFirst()
  if (!doc) throw new CliError(`No document ${idText} of ${driver.email}`, 3)
  const storage = files()
  try {
    const content = await storage.get(doc.storage_path)
    if (!content) throw new CliError(`Document ${doc.id} has no stored file (${doc.storage_path})`, 3)
    await writeFile(flags.out, content, { mode: 0o600 })
  } catch (err) {
    if (err instanceof CliError) throw err
    throw new CliError(`Cannot write document ${doc.id} to ${flags.out}: ${err instanceof Error ? err.message : String(err)}`, 1)
  } finally {
    await storage.close()
  }
  io.out(`Document ${doc.id} (${doc.document_type}, ${doc.content_type}, ${doc.size} bytes) written to ${flags.out}`)
}
