// @vitest-environment node
import { ApiError } from '../api/api-error'
import { shouldRetry } from './query-client'

describe('shouldRetry', () => {
  it('tries a failed network or a server error again, twice at most', () => {
    expect(shouldRetry(0, new ApiError(0, []))).toBe(true)
    expect(shouldRetry(1, new ApiError(503, []))).toBe(true)
    expect(shouldRetry(0, new ApiError(500, []))).toBe(true)
    expect(shouldRetry(2, new ApiError(500, []))).toBe(false)
  })

  it('never tries a refused request again', () => {
    for (const status of [400, 401, 402, 403, 404, 409, 422]) expect(shouldRetry(0, new ApiError(status, []))).toBe(false)
  })

  it('does not try again what is not an API failure (a bug in the code)', () => {
    expect(shouldRetry(0, new TypeError('x is undefined'))).toBe(false)
  })
})
