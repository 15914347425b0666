import { isDatabaseUnavailable } from './unavailable'

describe('isDatabaseUnavailable', () => {
  it('knows a terminated backend, a restart, a refused or cut socket', () => {
    for (const code of ['57P01', '57P02', '57P03', '08006', '08003', '53300', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(true)
    }
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
  })

  it('leaves query errors to the 500 they are', () => {
    for (const code of ['23505', '42P01', '22P02', undefined]) expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code }))).toBe(false)
    expect(isDatabaseUnavailable(null)).toBe(false)
    expect(isDatabaseUnavailable('57P01')).toBe(false)
  })
})
