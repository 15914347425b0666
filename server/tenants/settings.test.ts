import { TenantSchema } from '@contracts/tenant'
import { effectiveDelays, parseTenantSettings, toTenantWire } from './settings'
import { normaliseHost } from './tenant-cache'

describe('tenant settings', () => {
  it('reads a missing or non-boolean flag as off (DECISIONS.md)', () => {
    const s = parseTenantSettings('{"features":{"payments":true,"carpooling":"yes","teleport":true}}')
    expect(s.features.payments).toBe(true)
    expect(s.features.carpooling).toBe(false)
    expect(s.features.registration).toBe(false)
    expect('teleport' in s.features).toBe(false)
  })

  it('applies the -1 defaults of spec section 9 and keeps other -1 delays as "no limit"', () => {
    const d = effectiveDelays(parseTenantSettings({ delays: { cancellation_minimal_delay: 0 } }))
    expect(d).toEqual({
      minimum_reservation_duration: 901,
      maximum_reservation_duration: -1,
      maximum_time_in_advance: 28080000,
      minimum_time_before_start: -1,
      cancellation_minimal_delay: 0,
      reservation_start_time_modification_minimal_delay: 1,
      reservation_end_time_modification_minimal_delay: 1,
    })
  })

  it('produces a TenantSchema wire object with only the tenant language when multilanguage is off', () => {
    const s = parseTenantSettings({ languages: ['fr', 'en'], features: { multilanguage: false } })
    const wire = toTenantWire({ id: 1, slug: 'x', human_name: 'X' }, s, { map: { tileUrl: 't', attribution: 'a' } })
    expect(TenantSchema.parse(wire).languages).toEqual(['fr'])
  })

  it('normalises Host headers', () => {
    expect(normaliseHost('LocalHost:3000')).toBe('localhost')
    expect(normaliseHost('[::1]:8080')).toBe('[::1]')
    expect(normaliseHost('entreprise.localhost')).toBe('entreprise.localhost')
    expect(normaliseHost(undefined)).toBe('')
  })
})
