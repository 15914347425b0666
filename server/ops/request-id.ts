import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

export const REQUEST_ID_HEADER = 'x-request-id'

// What a proxy or a client may send as its request id: a UUID, a trace id, a short token. Anything
// else (too long, spaces, quotes, control characters) would let a client forge or break log lines.
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/

/**
 * The id of a request, in every log line it causes and in its answer's X-Request-Id: the incoming
 * X-Request-Id when well-formed (so a reverse proxy's id follows the request), else a new UUID.
 */
export function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID()
}
