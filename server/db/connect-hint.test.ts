import { sql } from 'kysely'
import { connectDatabase } from './connect'
import { databaseConnectHint } from './connect-hint'

/** The error a driver call failed with, for the hint to read. */
async function connectError(url: string): Promise<unknown> {
  try {
    const handle = await connectDatabase(url)
    // The pool connects lazily: the first query is where a bad DATABASE_URL fails.
    await sql`select 1`.execute(handle.db).finally(() => handle.close())
  } catch (err) {
    return err
  }
  throw new Error(`connecting to ${url} did not fail`)
}

describe('databaseConnectHint', () => {
  it('says a PostgreSQL database must be created first, with the createdb command', () => {
    const hint = databaseConnectHint({ code: '3D000' }, 'postgres://fo:secret@db.example:5433/frontoffice')
    expect(hint).toBe(
      'PostgreSQL at db.example:5433 has no database "frontoffice". Create it first (createdb -h db.example -p 5433 -U fo frontoffice); the server creates its tables on first start.',
    )
    expect(hint).not.toContain('secret')
  })

  it('names the host and port where nothing answers (a real refused connection)', async () => {
    const url = 'postgres://postgres@127.0.0.1:1/frontoffice'
    expect(databaseConnectHint(await connectError(url), url)).toBe('No PostgreSQL server answers at 127.0.0.1:1 (DATABASE_URL): is it running, and are the host and port right?')
  })

  it('points at the user and password when PostgreSQL refuses them', () => {
    expect(databaseConnectHint({ code: '28P01' }, 'postgres://fo:bad@127.0.0.1/db')).toMatch(/refused user "fo"/)
  })

  it('leaves other errors and SQLite alone', () => {
    expect(databaseConnectHint({ code: '42P01' }, 'postgres://127.0.0.1/db')).toBeNull()
    expect(databaseConnectHint({ code: 'ECONNREFUSED' }, 'sqlite:data/x.sqlite')).toBeNull()
    expect(databaseConnectHint(new Error('x'), 'postgres://127.0.0.1/db')).toBeNull()
  })
})
