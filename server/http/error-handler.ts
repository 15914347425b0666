import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { ErrorBody, ErrorCode } from '@contracts/errors'
import type { Language } from '@contracts/common'
import { ApiError, ApiErrors, serviceUnavailable } from '../errors'
import { isDatabaseUnavailable } from '../db/unavailable'
import { errorMessage } from './messages'
import { browserLanguage } from './language'
import { redactUrl } from './log-redaction'

const CODE_OF_STATUS: Record<number, ErrorCode> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
}

/** Seconds a client (or proxy) should wait before trying a 503 again: a pool replaces a lost connection within that. */
export const RETRY_AFTER_SECONDS = 5

function languageOf(request: FastifyRequest): Language {
  return request.lang ?? browserLanguage(request.headers['accept-language'])
}

function body(errors: readonly ApiError[], lang: Language): ErrorBody {
  return {
    errors: errors.map((e) => ({
      code: e.code,
      detail: (typeof e.detail === 'string' ? e.detail : e.detail?.[lang]) ?? errorMessage(e.code, lang),
      ...(e.field ? { field: e.field } : {}),
      ...(e.extra ?? {}),
    })),
  }
}

/** Fastify's own 4xx (bad JSON, unsupported media type, body too large, multipart limits) in our shape. */
function fromFastify(error: FastifyError): ApiError {
  if (error.code === 'FST_REQ_FILE_TOO_LARGE') return new ApiError(400, 'FILE_TOO_BIG')
  // The spec's client maps only 400/401/402/403/404/409; a JSON body over the limit, or a body of a
  // type the call does not read (multipart outside the upload calls), is a bad request.
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') return new ApiError(400, 'bad_request')
  const status = error.statusCode ?? 400
  return new ApiError(status, CODE_OF_STATUS[status] ?? 'bad_request')
}

export function sendApiErrors(reply: FastifyReply, request: FastifyRequest, errors: readonly ApiError[]): FastifyReply {
  const status = errors[0]?.statusCode ?? 400
  if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS))
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(body(errors, languageOf(request)))
}

/**
 * The one error handler: client errors in the spec's shape `{"errors":[{"code","detail"}]}` with the
 * detail in the request's language; anything else is logged with the request and answered
 * `internal_error` with no internals, except a database out for a moment: 503 `service_unavailable`.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | ApiError | ApiErrors, request, reply) => {
    if (error instanceof ApiErrors) return sendApiErrors(reply, request, error.errors)
    if (error instanceof ApiError) {
      if (error.statusCode === 503) request.log.warn({ err: error.cause, method: request.method, url: redactUrl(request.url) }, 'dependency unavailable')
      return sendApiErrors(reply, request, [error])
    }
    const status = (error as FastifyError).statusCode
    if (status !== undefined && status >= 400 && status < 500) return sendApiErrors(reply, request, [fromFastify(error as FastifyError)])
    // A connection cut under the request (a database restart, pg_terminate_backend): the pool opens
    // another, and the client may try again in a few seconds.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, method: request.method, url: redactUrl(request.url) }, 'database unavailable')
      return sendApiErrors(reply, request, [serviceUnavailable(error)])
    }
    request.log.error({ err: error, method: request.method, url: redactUrl(request.url) }, 'request failed')
    return sendApiErrors(reply, request, [new ApiError(500, 'internal_error')])
  })
}
