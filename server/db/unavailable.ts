/**
 * Errors that say the database is out for a moment rather than that the query is wrong: the
 * connection was cut (an administrator's pg_terminate_backend, 57P01; a restart or failover, 57P02,
 * 57P03; class 08), the server refuses connections (53300, too many), or the socket failed. The
 * error handler answers them 503 with Retry-After instead of 500; the pool replaces the connection.
 */
const SQLSTATE = /^(08...|57P0[123]|53300)$/
const SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH'])
const MESSAGE = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection timeout/i

export function isDatabaseUnavailable(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false
  const { code, message } = err as { code?: unknown; message?: unknown }
  if (typeof code === 'string' && (SQLSTATE.test(code) || SOCKET.has(code))) return true
  return typeof message === 'string' && MESSAGE.test(message)
}
