import { licenceExpiry, licenceWarningHorizon } from './licence-expiry'

describe("a licence's expiry as the member is told it", () => {
  it('is expiring from 30 days before its day, through that day, and expired after', () => {
    expect(licenceWarningHorizon('2026-11-29')).toBe('2026-12-29')
    expect(licenceExpiry('2026-12-30', '2026-11-29')).toBeNull()
    expect(licenceExpiry('2026-12-29', '2026-11-29')).toBe('expiring')
    expect(licenceExpiry('2026-11-29', '2026-11-29')).toBe('expiring')
    expect(licenceExpiry('2026-11-28', '2026-11-29')).toBe('expired')
  })

  it('keeps the day of an instant, and says nothing of an unknown or malformed date', () => {
    expect(licenceExpiry('2026-12-01T00:00:00Z', '2026-11-29')).toBe('expiring')
    expect(licenceExpiry(null, '2026-11-29')).toBeNull()
    expect(licenceExpiry('bientôt', '2026-11-29')).toBeNull()
  })

  it('crosses months and leap days', () => {
    expect(licenceWarningHorizon('2028-02-01')).toBe('2028-03-02')
    expect(licenceWarningHorizon('2026-12-15')).toBe('2027-01-14')
  })
})
