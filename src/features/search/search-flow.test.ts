import { FEATURE_FLAGS, REGISTRATION_STEP_SETTINGS, TenantSchema } from '@contracts/tenant'
import { BOOKINGS_KEY, queryClient } from '@/core/query/query-client'
import { resetHttpClient } from '@/core/api/client'
import { logout, onLogout } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { useToastStore } from '@/lib/toast/toast-store'
import { i18n } from '@/i18n'
import { forgetAllAwaitedBookings } from './awaited-booking-logout'
import { chooseCarpool, confirmBooking, discardBooking, leaveConfirmation, requestBooking, resumeBooking } from './booking-actions'
import { closeResult, removeChip, runSearch, selectResult } from './search-actions'
import { searchChips } from './search-chips'
import { classicResultsIn } from './classic-results'
import { INITIAL_SEARCH_STATE, resetSearch, useSearchStore } from './search-store'
import { VEHICLE, criteria } from './test-fixtures'

/** What POST /user/rentals answers a new booking's driver may do (the server always sends it). */
const RENTAL_ACTIONS = {
  modify_start: { allowed: true, until: null },
  modify_end: { allowed: true, until: null },
  cancel: { allowed: true, until: null },
  geotracking: { allowed: false },
}

const vehicle = VEHICLE
const station = { id: 1, name: 'Gare Centrale', address: 'x', description: null, latitude: 45.5, longitude: -73.5, aliases: [] }
const result = {
  vehicle,
  price: { value_cents: 2700, iso_code: 'CAD' },
  prediscount_price: { value_cents: 2700, iso_code: 'CAD' },
  distance_in_meters: null,
  station,
  destination: null,
}
const member = { authenticated: true, serverStep: 'driver_ok' as const, userId: 7 }

type Route = (body: unknown) => [number, unknown]
let routes: Record<string, Route>
let calls: Array<{ key: string; body: unknown; idempotencyKey: string | null }>

beforeEach(async () => {
  window.__FRONTOFFICE_CONFIG__ = { apiUrl: `${window.location.origin}/api` }
  resetHttpClient()
  routes = {}
  calls = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init)
    const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`
    const text = request.method === 'GET' ? '' : await request.text()
    const body = text ? JSON.parse(text) : undefined
    calls.push({ key, body, idempotencyKey: request.headers.get('Idempotency-Key') })
    const [status, answer] = routes[key]?.(body) ?? [404, { errors: [{ code: 'not_found', detail: key }] }]
    return new Response(JSON.stringify(answer), { status, headers: { 'Content-Type': 'application/json' } })
  })
  useTenantStore.getState().setTenant(
    TenantSchema.parse({
      id: 1,
      slug: 'demo',
      human_name: 'Demo',
      language: 'fr',
      languages: ['fr'],
      platform_type: 'public',
      search_engine: 'station',
      timezone: 'America/Montreal',
      iso3166: 'CA',
      currency: 'CAD',
      distance_unit: 'km',
      date_format: 'DD-MM-YYYY',
      damage_report_mode: 'none',
      prepare_delay: 0,
      max_active_rentals: 3,
      access_instructions_lead_time: 86400,
      delays: {
        minimum_reservation_duration: 3600,
        maximum_reservation_duration: -1,
        maximum_time_in_advance: 7776000,
        minimum_time_before_start: 0,
        cancellation_minimal_delay: 0,
        reservation_start_time_modification_minimal_delay: 0,
        reservation_end_time_modification_minimal_delay: 0,
      },
      features: Object.fromEntries(FEATURE_FLAGS.map((f) => [f, f === 'discount'])),
      registration_steps: Object.fromEntries(REGISTRATION_STEP_SETTINGS.map((s) => [s, false])),
      portal_modules: [],
      sso: null,
      theme: { primary_color: '#000', primary_contrast_color: '#fff', secondary_color: '#000', background_color: '#fff', pin_color: '#000', selected_pin_color: '#000' },
      logo_url: null,
      favicon_url: null,
      login_background_url: null,
      logo: null,
      favicon: null,
      login_background: null,
      vehicle_options: [],
      driver_fields: [],
      required_driver_fields: [],
      state_machine: {},
      web_client_id: 'web',
      app_redirect_schemes: [],
      map: { tile_url: 'x', attribution: 'x', center: [45.5, -73.5] },
    }),
  )
  await i18n.changeLanguage('fr')
  await i18n.loadNamespaces(['search', 'errors'])
  useToastStore.getState().clear()
  resetSearch()
  sessionStorage.clear()
})
afterEach(() => vi.unstubAllGlobals())

describe('running a search', () => {
  it('sends the state, keeps the results and what was searched', async () => {
    routes['POST /vehicles/search'] = () => [200, { total: 1, results: [result] }]
    const outcome = await runSearch(criteria({ gearsType: 'manual' }))
    expect(outcome).toMatchObject({ ok: true, total: 1 })
    expect(calls[0].body).toMatchObject({ search: { start_station_id: 1, gears_type: 'manual' }, page: 1, limit: 50 })
    const s = useSearchStore.getState()
    expect(s.step).toBe('map')
    expect(s.searched?.gearsType).toBe('manual')
    expect(classicResultsIn(queryClient, s.resultsAsked)).toEqual([result])
  })

  it('does not call the server while the form rules block the search', async () => {
    expect(await runSearch(criteria({ startStation: null }))).toEqual({ ok: false, error: null })
    expect(calls).toHaveLength(0)
  })

  it('shows a discount error with the search message, another error with its own', async () => {
    routes['POST /vehicles/search'] = () => [
      400,
      {
        errors: [
          { code: 'INVALID_DISCOUNT_CODE', detail: 'x' },
          { code: 'SEARCH_START_TIME_TOO_FAR_IN_ADVANCE', detail: 'x' },
        ],
      },
    ]
    const outcome = await runSearch(criteria({ discountCodes: ['FAUX'] }))
    expect(outcome.ok).toBe(false)
    expect(useToastStore.getState().toasts.map((t) => [t.variant, t.message])).toEqual([
      ['error', 'Ce code promo est invalide.'],
      ['error', i18n.t('errors:SEARCH_START_TIME_TOO_FAR_IN_ADVANCE')],
    ])
    expect(useSearchStore.getState().searched).toBeNull()
  })

  it('searches again when a chip is removed', async () => {
    routes['POST /vehicles/search'] = () => [200, { total: 0, results: [] }]
    await runSearch(criteria({ gearsType: 'manual', seatsCount: 4 }))
    const gears = searchChips(useSearchStore.getState().criteria).find((c) => c.kind === 'gears')!
    expect(await removeChip(gears)).toBe(true)
    expect(calls).toHaveLength(2)
    expect(calls[1].body).toMatchObject({ search: { gears_type: null, seats_count: 4 } })
  })
})

describe('the search flow (spec section 4)', () => {
  it('map -> vehicle -> booking -> confirmation, with the ways back, and a reset on leaving', async () => {
    routes['POST /vehicles/search'] = () => [200, { total: 1, results: [result] }]
    routes['GET /vehicles/11'] = () => [200, { vehicle }]
    routes['POST /user/rentals'] = (body) => [
      201,
      {
        rental: {
          ...(body as { rental: object }).rental,
          id: 5,
          status: 'pending',
          distance: null,
          distance_unit: 'km',
          price: result.price,
          passengers_count: 0,
          created_at: '2026-11-25T19:00:00Z',
          destination: null,
          destination_id: null,
          driver_id: 7,
          estimated_distance: null,
          rental_label_id: null,
          discount_codes: [],
          geotracking: false,
          carpooling: false,
          carpooling_destination: null,
          end_station_id: null,
          actions: RENTAL_ACTIONS,
        },
      },
    ]
    await runSearch(criteria())
    await selectResult(result)
    expect(useSearchStore.getState().step).toBe('vehicle')
    closeResult()
    expect(useSearchStore.getState()).toMatchObject({ step: 'map', selected: null })

    await selectResult(result)
    expect(requestBooking({ authenticated: false, serverStep: null, userId: null })).toBe('prompt-member')
    expect(useSearchStore.getState().step).toBe('vehicle')
    expect(requestBooking(member)).toBe('ok')
    expect(useSearchStore.getState().step).toBe('booking')
    discardBooking()
    expect(useSearchStore.getState().step).toBe('vehicle')

    requestBooking(member)
    // A list of bookings read before: the new rental must show in it without a reload.
    queryClient.setQueryData([...BOOKINGS_KEY, 'list', 'bookings.upcoming', 1], { rentals: [], meta: { page: 1, limit: 20, total: 0 } })
    expect(await confirmBooking(member)).toBe('confirmed')
    // The cache loads on demand (booking-actions.ts): the invalidation follows the confirmation.
    await vi.waitFor(() => expect(queryClient.getQueryState([...BOOKINGS_KEY, 'list', 'bookings.upcoming', 1])?.isInvalidated).toBe(true))
    const s = useSearchStore.getState()
    expect(s.step).toBe('confirmation')
    expect(s.outcome).toMatchObject({ kind: 'rental', rental: { id: 5 }, vehicle: { id: 11 } })
    expect(calls.find((c) => c.key === 'POST /user/rentals')?.body).toMatchObject({ rental: { vehicle_id: 11, driver_id: 7, start_station_id: 1 } })

    leaveConfirmation(null)
    expect(useSearchStore.getState()).toEqual(INITIAL_SEARCH_STATE)
  })
})

describe('a guest booking click after the login (spec section 4)', () => {
  const guest = { authenticated: false, serverStep: null, userId: null }
  beforeEach(() => {
    routes['GET /vehicles/11'] = () => [200, { vehicle }]
  })

  it('books the same selection and dates again once the guest logged in, only once', async () => {
    await selectResult(result)
    expect(await resumeBooking(member)).toBeNull()
    expect(requestBooking(guest)).toBe('prompt-member')
    expect(await resumeBooking(guest)).toBeNull()

    const resumed = await resumeBooking(member)
    expect(resumed).toMatchObject({ kind: 'rental', gate: 'ok', result: { vehicle: { id: 11 } }, criteria: useSearchStore.getState().criteria })
    expect(useSearchStore.getState().step).toBe('booking')
    expect(await resumeBooking(member)).toBeNull()
  })

  it('books the same selection and dates after a reload between the click and the login', async () => {
    await runSearch(criteria({ discountCodes: ['HIVER'] }))
    await selectResult(result)
    requestBooking(guest)
    const before = useSearchStore.getState().criteria
    // A reload: the search store starts again, only the tab's sessionStorage is left.
    resetSearch()

    expect(await resumeBooking(member)).toMatchObject({ kind: 'rental', gate: 'ok', result: { vehicle: { id: 11 } }, criteria: before })
    expect(useSearchStore.getState()).toMatchObject({ step: 'booking', selected: { vehicle: { id: 11 } }, criteria: before })
  })

  it('forgets the waiting booking when the vehicle is closed', async () => {
    await selectResult(result)
    requestBooking(guest)
    closeResult()
    expect(await resumeBooking(member)).toBeNull()
  })

  it('joins the same carpool offer once the guest logged in, after a reload too', async () => {
    const carpool = {
      id: 40,
      vehicle_id: 11,
      reservation_start_time: '2026-11-28T18:00:00Z',
      reservation_end_time: '2026-11-28T23:00:00Z',
      carpooling_destination: 'Québec',
      start_station_id: 1,
      end_station_id: 1,
      available_seats: 3,
      driver: { first_name: 'Alex' },
    }
    expect(await chooseCarpool(carpool, guest)).toBe('prompt-member')
    resetSearch()

    expect(await resumeBooking(member)).toMatchObject({ kind: 'carpool', gate: 'ok', carpool: { id: 40 }, vehicle: { id: 11 } })
    expect(useSearchStore.getState()).toMatchObject({ step: 'booking', carpool: { id: 40 }, selected: null })
    expect(await resumeBooking(member)).toBeNull()
  })

  it('forgets the waiting booking at logout (the clean-up the shell registers at start-up)', async () => {
    onLogout(forgetAllAwaitedBookings)
    await selectResult(result)
    requestBooking(guest)
    await logout()
    expect(await resumeBooking(member)).toBeNull()
  })
})

describe('the access text of a confirmed booking', () => {
  // Rental 5 of vehicle 11, read for its driver.
  const ACCESS_KEY = [...BOOKINGS_KEY, 'booking-access', 5, 11]
  const rentalAnswer: Route = (body) => [
    201,
    {
      rental: {
        ...(body as { rental: object }).rental,
        id: 5,
        status: 'pending',
        distance: null,
        distance_unit: 'km',
        price: result.price,
        passengers_count: 0,
        created_at: '2026-11-25T19:00:00Z',
        destination: null,
        destination_id: null,
        driver_id: 7,
        estimated_distance: null,
        rental_label_id: null,
        discount_codes: [],
        geotracking: false,
        carpooling: false,
        carpooling_destination: null,
        end_station_id: null,
        actions: RENTAL_ACTIONS,
      },
    },
  ]
  const booked = () => calls.some((c) => c.key === 'POST /user/rentals')
  beforeEach(async () => {
    routes['POST /vehicles/search'] = () => [200, { total: 1, results: [result] }]
    await runSearch(criteria())
  })

  it('is fetched from GET /vehicles/{id} once the member holds the rental (search answers never carry it)', async () => {
    routes['POST /user/rentals'] = rentalAnswer
    // As the server: the access text only for the driver of a rental of the vehicle.
    routes['GET /vehicles/11'] = () => [200, { vehicle: { ...vehicle, access_instructions: booked() ? 'Boîte à clés 4821' : null } }]
    await selectResult(result)
    requestBooking(member)
    expect(await confirmBooking(member)).toBe('confirmed')
    expect(queryClient.getQueryState(ACCESS_KEY)?.fetchStatus).toBe('fetching')
    await vi.waitFor(() => expect(queryClient.getQueryData(ACCESS_KEY)).toBe('Boîte à clés 4821'))
  })

  it('fails to "no access text", without a toast', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    routes['POST /user/rentals'] = rentalAnswer
    routes['GET /vehicles/11'] = () => (booked() ? [500, { errors: [{ code: 'internal_error', detail: 'x' }] }] : [200, { vehicle }])
    await selectResult(result)
    requestBooking(member)
    expect(await confirmBooking(member)).toBe('confirmed')
    await vi.waitFor(() => expect(queryClient.getQueryState(ACCESS_KEY)?.status).toBe('error'))
    expect(queryClient.getQueryData(ACCESS_KEY)).toBeUndefined()
    expect(useToastStore.getState().toasts).toEqual([])
    expect(logged).toHaveBeenCalled()
  })
})

describe('the booking attempt key (Idempotency-Key)', () => {
  const rentalAnswer: Route = (body) => [
    201,
    {
      rental: {
        ...(body as { rental: object }).rental,
        id: 5,
        status: 'pending',
        distance: null,
        distance_unit: 'km',
        price: result.price,
        passengers_count: 0,
        created_at: '2026-11-25T19:00:00Z',
        destination: null,
        destination_id: null,
        driver_id: 7,
        estimated_distance: null,
        rental_label_id: null,
        discount_codes: [],
        geotracking: false,
        carpooling: false,
        carpooling_destination: null,
        end_station_id: null,
        actions: RENTAL_ACTIONS,
      },
    },
  ]

  it('sends one key for a booking tried again after a failure, so the server can answer the rental it made', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    routes['POST /vehicles/search'] = () => [200, { total: 1, results: [result] }]
    routes['GET /vehicles/11'] = () => [200, { vehicle }]
    await runSearch(criteria())
    await selectResult(result)
    requestBooking(member)
    routes['POST /user/rentals'] = () => [500, { errors: [{ code: 'internal_error', detail: 'lost' }] }]
    expect(await confirmBooking(member)).toBe('failed')
    routes['POST /user/rentals'] = rentalAnswer
    expect(await confirmBooking(member)).toBe('confirmed')
    const keys = calls.filter((c) => c.key === 'POST /user/rentals').map((c) => c.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/)
    expect(keys[1]).toBe(keys[0])
  })
})
