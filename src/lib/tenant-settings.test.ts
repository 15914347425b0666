// @vitest-environment node
import { FEATURE_FLAGS, type Tenant } from '@contracts/tenant'
import { tenantFixture } from '@/test-support/fixtures'
import { clientSettingsOf, type ProjectedTenant } from './tenant-settings'

const allOff = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, false])) as Tenant['features']
const base = tenantFixture()
const clientFlags = (over: Partial<ProjectedTenant>) => clientSettingsOf({ ...base, ...over }).flags
const sso: Tenant['sso'] = { issuer: 'https://id.example', client_id: 'fo', authorization_endpoint: 'https://id.example/auth', end_session_endpoint: null, scope: 'openid email' }

describe('the client flags of the tenant projection', () => {
  it('names every server flag the client way', () => {
    const flags = clientFlags({
      features: { ...allOff, payments: true, one_way: true, auto_register: true, estimated_destination_field: true },
      sso: null,
      languages: ['fr', 'en'],
      portal_modules: [],
    })
    expect(flags.usePayments).toBe(true)
    expect(flags.oneWay).toBe(true)
    expect(flags.autoRegister).toBe(true)
    expect(flags.useEstimatedDestinationField).toBe(true)
    expect(flags.useCarpooling).toBe(false)
    expect(flags.useTermsAndConditions).toBe(false)
  })

  it('turns every flag off when the tenant turns them off', () => {
    const flags = clientFlags({ features: allOff, sso, languages: ['fr', 'en'], portal_modules: [] })
    expect(Object.values(flags).every((v) => v === false)).toBe(true)
  })

  it('treats an unknown or missing flag as off', () => {
    const features = { ...allOff, carpooling: 'yes' } as unknown as Tenant['features']
    delete (features as Partial<Tenant['features']>).payments
    const flags = clientFlags({ features, sso: null, languages: ['fr'], portal_modules: [] })
    expect(flags.useCarpooling).toBe(false)
    expect(flags.usePayments).toBe(false)
  })

  it("offers the assistant only where the portal modules list 'chat'", () => {
    expect(clientFlags({ features: allOff, sso: null, languages: ['fr'], portal_modules: ['bookings', 'chat'] }).offersChat).toBe(true)
    expect(clientFlags({ features: allOff, sso: null, languages: ['fr'], portal_modules: ['bookings'] }).offersChat).toBe(false)
  })

  it('offers single sign-on only with the issuer settings, and the language toggle only with two languages', () => {
    const features = { ...allOff, single_sign_on: true, multilanguage: true }
    expect(clientFlags({ features, sso: null, languages: ['fr'], portal_modules: [] })).toMatchObject({ useSingleSignOn: false, useMultilanguage: false })
    expect(clientFlags({ features, sso, languages: ['fr', 'en'], portal_modules: [] })).toMatchObject({ useSingleSignOn: true, useMultilanguage: true })
  })
})

describe('the client delays and search settings of the tenant projection', () => {
  it('applies the section 9 defaults to a stored -1 and keeps other values', () => {
    const { delays, search } = clientSettingsOf({
      ...base,
      delays: {
        minimum_reservation_duration: -1,
        maximum_reservation_duration: 604800,
        maximum_time_in_advance: -1,
        minimum_time_before_start: 0,
        cancellation_minimal_delay: -1,
        reservation_start_time_modification_minimal_delay: 3600,
        reservation_end_time_modification_minimal_delay: -1,
      },
    })
    expect(delays).toEqual({
      minimumReservationDuration: 901,
      maximumReservationDuration: 604800,
      maximumTimeInAdvance: 28080000,
      minimumTimeBeforeStart: 0,
      cancellationMinimalDelay: 1,
      reservationStartTimeModificationMinimalDelay: 3600,
      reservationEndTimeModificationMinimalDelay: 1,
    })
    // The search reads the same delays: the classic picker and the chat offer no start the server refuses.
    expect(search).toMatchObject({ minimumReservationDuration: 901, maximumReservationDuration: 604800, maximumTimeInAdvance: 28080000, minimumTimeBeforeStart: 0 })
  })

  it('gives the search its tenant settings and the flags it shares with the screens', () => {
    const features = { ...allOff, one_way: true, carpooling: true, labels: true }
    const { flags, search } = clientSettingsOf({ ...base, features, search_engine: 'address', currency: 'EUR', distance_unit: 'miles', opening_hours: undefined })
    expect(search).toMatchObject({
      searchEngine: 'address',
      currency: 'EUR',
      distanceUnit: 'miles',
      oneWay: true,
      useCarpooling: true,
      useLabels: true,
      useDiscount: false,
      openingHours: null,
    })
    for (const key of ['oneWay', 'useLabels', 'useCategories', 'useDiscount', 'useCarpooling', 'usePrivacyUsage', 'useRegistration'] as const)
      expect([key, search[key]]).toEqual([key, flags[key]])
  })
})
