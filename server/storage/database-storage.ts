import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { assertStorageKey, type FileStorage } from './file-storage'

/**
 * Files in the database (table stored_files, migration 0006: bytea on PostgreSQL), so that every
 * server process on it serves every upload with no other service to run. Uploads are 10 MB at most
 * (DECISIONS.md); an operator with many of them moves to S3 with S3_URL.
 */
export function databaseStorage(db: Kysely<Database>, label = 'PostgreSQL (table stored_files)'): FileStorage {
  return {
    label,
    put: async (key, content, contentType) => {
      assertStorageKey(key)
      await db.insertInto('stored_files').values({ key, content, content_type: contentType, size: content.length, created_at: Date.now() }).execute()
    },
    get: async (key) => {
      const row = await db.selectFrom('stored_files').select('content').where('key', '=', key).executeTakeFirst()
      return row ? Buffer.from(row.content) : null
    },
    remove: async (key) => {
      await db.deleteFrom('stored_files').where('key', '=', key).execute()
    },
    close: async () => {},
  }
}
