import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { ErrorCode } from '@contracts/errors'
import { errorMessage } from './messages'
import { apiSecurityHeaders } from './security'

/** Node's parser errors that have a status of their own; every other one is a malformed request (400). */
const STATUS_OF_PARSER_ERROR: Record<string, [number, ErrorCode]> = {
  HPE_HEADER_OVERFLOW: [431, 'request_too_large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'request_timeout'],
}

/**
 * Fastify's clientErrorHandler: a request Node's HTTP parser refuses (headers or URL over its 16 KB,
 * a malformed request line or header) never reaches a route, a hook or the error handler, and
 * Fastify's default answers in its own shape with none of the API's headers. This one answers in the
 * spec's shape, in French, the default language (spec section 9; the request's Accept-Language could
 * not be read), with the security headers of every API answer (http/security.ts), and closes the
 * connection.
 */
export function createClientErrorHandler(https: boolean): (error: Error & { code?: string }, socket: Socket) => void {
  const securityHeaders = Object.entries(apiSecurityHeaders(https))
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  return (error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const [status, code] = STATUS_OF_PARSER_ERROR[error.code ?? ''] ?? [400, 'bad_request']
    const body = JSON.stringify({ errors: [{ code, detail: errorMessage(code, 'fr') }] })
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `${securityHeaders}Connection: close\r\n\r\n${body}`,
    )
  }
}
