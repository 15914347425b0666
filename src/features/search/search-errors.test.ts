// @vitest-environment node
import { ApiError } from '@/core/api/api-error'
import { splitSearchError } from './search-errors'

describe('search errors (spec section 8)', () => {
  it('gives the search messages of the search codes', () => {
    const error = new ApiError(400, [{ code: 'INVALID_DISCOUNT_CODE', detail: 'x' }])
    expect(splitSearchError(error)).toEqual({ keys: ['search:invalid-discount-code'], rest: null })
  })
  it.each([
    ['WRONG_PARAMETER', 'search:wrong-parameter'],
    ['EXPIRED_DISCOUNT_CODE', 'search:expired-discount-code'],
    ['DISCOUNT_CODE_MAX_LIMIT_REACHED', 'search:max-limit-discount-code'],
  ])('%s -> %s', (code, key) => {
    expect(splitSearchError(new ApiError(400, [{ code, detail: '' }])).keys).toEqual([key])
  })
  it('leaves other codes to the generic handler', () => {
    const error = new ApiError(400, [{ code: 'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE', detail: 'x' }])
    expect(splitSearchError(error)).toEqual({ keys: [], rest: error })
  })
  it('splits a mixed answer', () => {
    const error = new ApiError(400, [
      { code: 'WRONG_PARAMETER', detail: '' },
      { code: 'SEARCH_END_TIME_TOO_SHORT', detail: 'short' },
    ])
    const { keys, rest } = splitSearchError(error)
    expect(keys).toEqual(['search:wrong-parameter'])
    expect((rest as ApiError).errors).toEqual([{ code: 'SEARCH_END_TIME_TOO_SHORT', detail: 'short' }])
  })
})
