import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { assertSqliteFileExists, sqliteFileOf } from './database-file'
import { CliError } from './output'

describe('admin: the SQLite file of DATABASE_URL', () => {
  it('is the path after sqlite:, and none for PostgreSQL or a memory database', () => {
    expect(sqliteFileOf('sqlite:data/frontoffice.sqlite')).toBe('data/frontoffice.sqlite')
    expect(sqliteFileOf('sqlite:/var/lib/fo/db.sqlite')).toBe('/var/lib/fo/db.sqlite')
    expect(sqliteFileOf('sqlite::memory:')).toBeNull()
    expect(sqliteFileOf('postgres://fo@db:5432/fo')).toBeNull()
  })

  it('must exist: a mistyped path is refused, naming the file and npm start', () => {
    const dir = mkdtempSync(join(tmpdir(), 'fo-admin-db-'))
    writeFileSync(join(dir, 'frontoffice.sqlite'), '')
    expect(() => assertSqliteFileExists('sqlite:./frontoffice.sqlite', dir)).not.toThrow()
    expect(() => assertSqliteFileExists(`sqlite:${join(dir, 'frontoffice.sqlite')}`)).not.toThrow()
    const refuse = (url: string) => {
      try {
        assertSqliteFileExists(url, dir)
      } catch (err) {
        return err
      }
      return null
    }
    const typo = refuse('sqlite:./fronoffice.sqlite')
    expect(typo).toBeInstanceOf(CliError)
    expect((typo as CliError).exitCode).toBe(1)
    expect((typo as CliError).message).toContain(join(dir, 'fronoffice.sqlite'))
    expect((typo as CliError).message).toContain('npm start')
    expect(refuse('sqlite:./missing-folder/frontoffice.sqlite')).toBeInstanceOf(CliError)
    expect(refuse(`sqlite:${dir}`)).toBeInstanceOf(CliError) // a folder is no database
    expect(refuse('sqlite::memory:')).toBeNull()
    expect(refuse('postgres://fo@db:5432/fo')).toBeNull()
  })
})
