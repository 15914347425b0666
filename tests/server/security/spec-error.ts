import type { LightMyRequestResponse } from 'fastify'
import { ErrorBodySchema } from '@contracts/errors'

/**
 * The answer is one of the expected statuses and its body the spec's error shape
 * `{"errors":[{"code","detail"}]}` (section 8), in JSON; `what` names the request in a failure.
 */
export function expectSpecError(res: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>, statuses: number[], what: string): void {
  const summary = `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`
  expect(statuses, summary).toContain(res.statusCode)
  expect(String(res.headers['content-type']), summary).toMatch(/^application\/json/)
  const parsed = ErrorBodySchema.safeParse(JSON.parse(res.body))
  expect(parsed.success, summary).toBe(true)
  expect(parsed.data?.errors.length, summary).toBeGreaterThan(0)
}

/** Not a 5xx; an error answer (4xx) in the spec's shape. */
export function expectNoServerError(res: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>, what: string): void {
  expect(res.statusCode, `${what}: ${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500)
  if (res.statusCode >= 400) expectSpecError(res, [res.statusCode], what)
}
