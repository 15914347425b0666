import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { ApiError, ApiErrors } from '../../errors'
import { parseBody } from '../../http/validation'

/**
 * The body of a search or booking call. A malformed value is a WRONG_PARAMETER (spec section 8:
 * the search form shows it as search:wrong-parameter), naming the field; the message is the code's,
 * in the request's language.
 */
export function parseParameters<S extends z.ZodType>(request: FastifyRequest, schema: S): z.infer<S> {
  try {
    return parseBody(request, schema)
  } catch (error) {
    if (!(error instanceof ApiErrors)) throw error
    throw new ApiErrors(error.errors.map((e) => new ApiError(400, 'WRONG_PARAMETER', undefined, e.field)))
  }
}
