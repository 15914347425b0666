import { TenantSchema } from '@contracts/tenant'
import { SEED_TENANTS } from '../seed'
import { BrandingSettingsSchema, HexColorSchema, ImageUrlSchema, effectiveDelays, parseTenantSettings, toTenantWire } from './settings'
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

  it('takes colours as #rgb or #rrggbb only, and images as http(s) URLs or paths on this server', () => {
    for (const ok of ['#0B6E4F', '#fff', '#C8102E']) expect(HexColorSchema.safeParse(ok).success, ok).toBe(true)
    for (const bad of ['red;}', 'blue', '#12345', '#0B6E4F80', ' #fff', 'rgb(0,0,0)', '']) expect(HexColorSchema.safeParse(bad).success, bad).toBe(false)
    for (const ok of ['https://cdn.example/logo.png', 'http://localhost:3000/a.svg', '/api/tenant/logo.svg']) expect(ImageUrlSchema.safeParse(ok).success, ok).toBe(true)
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://x.example/a.png', '//evil.example/a.png', 'logo.png', '/a b.png', 'https://x.example/a")', '']) {
      expect(ImageUrlSchema.safeParse(bad).success, bad).toBe(false)
    }
  })

  it('reads a bad stored colour or image URL as its default, keeping the good ones', () => {
    const s = parseTenantSettings({ theme: { primary_color: 'red;}', secondary_color: '#123456' }, logo_url: 'javascript:alert(1)', favicon_url: '/f.svg' })
    expect(s.theme).toMatchObject({ primary_color: '#0B6E4F', secondary_color: '#123456', pin_color: '#0B6E4F' })
    expect(s.logo_url).toBeNull()
    expect(s.favicon_url).toBe('/f.svg')
  })

  it("passes the seeded tenants' theme and images as a write would", () => {
    for (const seed of SEED_TENANTS) expect(BrandingSettingsSchema.safeParse(seed.settings).error?.issues ?? [], seed.slug).toEqual([])
  })

  it('normalises Host headers', () => {
    expect(normaliseHost('LocalHost:3000')).toBe('localhost')
    expect(normaliseHost('[::1]:8080')).toBe('[::1]')
    expect(normaliseHost('entreprise.localhost')).toBe('entreprise.localhost')
    expect(normaliseHost(undefined)).toBe('')
  })
})
