import type { FastifyServerOptions } from 'fastify'

export const REDACTED = '[REDACTED]'
/** Query parameters that carry a credential: reset tokens, `access_token`, `token`, SSO codes, any password or secret. */
const SECRET_PARAM = /token|password|secret|code|key|signature/i

/**
 * A URL fit for the log: the value of every query parameter that may carry a credential is replaced
 * (reset links and `?access_token=` URLs would otherwise reach the request log in clear).
 */
export function redactUrl(url: string): string {
  // Query and fragment alike: an OAuth implicit flow puts access_token after the #.
  return url.replace(/([?&#;])([^=&#;]*)=([^&#;]*)/g, (pair: string, separator: string, name: string) => {
    let decoded = name
    try {
      decoded = decodeURIComponent(name)
    } catch {
      // an undecodable name is judged as written
    }
    return SECRET_PARAM.test(decoded) ? `${separator}${name}=${REDACTED}` : pair
  })
}

interface RawRequestLike {
  method?: string
  url?: string
  headers?: Record<string, unknown>
  socket?: { remoteAddress?: string; remotePort?: number }
}

/** Fastify's request serializer, with the URL redacted and never a header beyond the Host. */
function requestSerializer(req: RawRequestLike) {
  return {
    method: req.method,
    url: redactUrl(req.url ?? ''),
    host: req.headers?.host,
    remoteAddress: req.socket?.remoteAddress,
    remotePort: req.socket?.remotePort,
  }
}

/** Headers pino blanks wherever a log line carries them (a route logging its request's headers, say). */
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'authorization',
  'access_token',
  'reset_password_token',
  'password',
  'token',
]

/** The logger options buildApp uses: the caller's (level, stream), with the request redaction added. */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger
  const base = logger === true ? {} : (logger as Record<string, unknown>)
  return {
    ...base,
    serializers: { ...(base.serializers as object | undefined), req: requestSerializer },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
  } as FastifyServerOptions['logger']
}
