import { statSync } from 'node:fs'
import { resolve } from 'node:path'
import { CliError } from './output'

/** The SQLite file a DATABASE_URL names, as connectDatabase reads it; null for PostgreSQL and `sqlite::memory:`. */
export function sqliteFileOf(url: string): string | null {
  if (/^postgres(ql)?:\/\//.test(url)) return null
  const path = url.replace(/^sqlite:/, '')
  return path === ':memory:' ? null : path
}

/**
 * Refuses a DATABASE_URL whose SQLite file does not exist. Opening it would create it (better-sqlite3
 * creates a missing file, connectDatabase its folder) and the migrations would make it look like a
 * real one: a mistyped path answered "No tenant demo", or `tenant create` wrote into a file no
 * server reads. Only `npm start` creates the database; the command line works on an existing one.
 */
export function assertSqliteFileExists(url: string, cwd = process.cwd()): void {
  const path = sqliteFileOf(url)
  if (path === null) return
  const absolute = resolve(cwd, path)
  let isFile = false
  try {
    isFile = statSync(absolute).isFile()
  } catch {
    isFile = false // Missing, or a folder on the way is; both mean there is no database there.
  }
  if (isFile) return
  throw new CliError(
    [
      `No SQLite database at ${absolute} (DATABASE_URL=${url}).`,
      'The admin command line does not create databases: check the path (DATABASE_URL in the environment or in .env),',
      'or create the database first with `npm start`, which creates and migrates it on first start with the same DATABASE_URL.',
    ].join('\n'),
    1,
  )
}
