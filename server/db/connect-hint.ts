/**
 * What an operator should do when the database named by DATABASE_URL cannot be opened, in one
 * sentence instead of a driver's stack trace. Only PostgreSQL needs it: `npm start` creates an
 * SQLite file, but a PostgreSQL database must exist before the first start (the server creates
 * the tables, not the database). Null for an error this does not recognise.
 */
export function databaseConnectHint(err: unknown, databaseUrl: string): string | null {
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) return null
  const code = (err as { code?: unknown } | null)?.code
  let url: URL
  try {
    url = new URL(databaseUrl)
  } catch {
    return null
  }
  const host = url.hostname
  const port = url.port || '5432'
  const user = decodeURIComponent(url.username) || 'postgres'
  const database = decodeURIComponent(url.pathname.replace(/^\//, '')) || user
  const where = `${host}:${port}`
  if (code === '3D000') {
    return `PostgreSQL at ${where} has no database "${database}". Create it first (createdb -h ${host} -p ${port} -U ${user} ${database}); the server creates its tables on first start.`
  }
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `No PostgreSQL server answers at ${where} (DATABASE_URL): is it running, and are the host and port right?`
  }
  if (code === '28P01' || code === '28000') {
    return `PostgreSQL at ${where} refused user "${user}" (wrong password or not allowed in pg_hba.conf): check the user and password in DATABASE_URL.`
  }
  return null
}
