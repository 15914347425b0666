import type { Kysely } from 'kysely'
import type { Config } from '../config'
import type { Database } from '../db/schema'
import { databaseStorage } from './database-storage'
import { diskStorage } from './disk-storage'
import { withDiskFallback, type FileStorage } from './file-storage'
import { s3Storage } from './s3-storage'

/**
 * The storage the configuration asks for. FILE_STORAGE=auto (the default): S3 when S3_URL is set,
 * else the database on PostgreSQL (every process then serves every file), else DATA_DIR on disk
 * (SQLite is one process). Shared storages still read files an earlier setup left in DATA_DIR.
 */
export function selectFileStorage(config: Pick<Config, 'fileStorage' | 's3Url' | 'dataDir'>, db: Kysely<Database>, isPostgres: boolean): FileStorage {
  const disk = diskStorage(config.dataDir)
  const choice = config.fileStorage === 'auto' ? (config.s3Url ? 's3' : isPostgres ? 'database' : 'disk') : config.fileStorage
  if (choice === 'disk') return disk
  if (choice === 's3') {
    if (!config.s3Url) throw new Error('FILE_STORAGE=s3 needs S3_URL')
    return withDiskFallback(s3Storage(config.s3Url), disk)
  }
  return withDiskFallback(databaseStorage(db, isPostgres ? 'PostgreSQL (table stored_files)' : 'SQLite (table stored_files)'), disk)
}
