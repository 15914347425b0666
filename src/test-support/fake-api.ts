import { vi } from 'vitest'
import { FEATURE_FLAGS, type Tenant } from '@contracts/tenant'
import type { User } from '@contracts/user'
import { resetHttpClient } from '@/lib/api/client'
import { resetTokenCache } from '@/lib/api/token-storage'

export const TEST_API = 'http://app.test/api'

export interface RecordedRequest {
  method: string
  path: string
  search: URLSearchParams
  headers: Headers
  body: unknown
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>

export function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

/**
 * An in-memory stand-in for the API server, for jsdom tests of the client's rules: routes are
 * `METHOD /path` handlers; every request is recorded. Browser tests run against the real server.
 */
export function installFakeApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = []
  window.__FRONTOFFICE_CONFIG__ = { apiUrl: TEST_API }
  resetHttpClient()
  resetTokenCache()
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const text = await request.text()
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      search: url.searchParams,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    }
    requests.push(recorded)
    const handler = routes[`${recorded.method} ${recorded.path}`]
    if (!handler) return json(404, { errors: [{ code: 'not_found', detail: `${recorded.method} ${recorded.path}` }] })
    return handler(recorded)
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    requests,
    calls: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
    uninstall: () => {
      vi.unstubAllGlobals()
      delete window.__FRONTOFFICE_CONFIG__
      resetHttpClient()
    },
  }
}

export function tokenResponse(accessToken: string, scope: 'member' | 'guest' = 'member') {
  return { access_token: accessToken, token_type: 'Bearer', expires_in: 3600, scope, created_at: 1 }
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'driver@demo.test',
    first_name: 'Camille',
    last_name: 'Tremblay',
    address_line1: null,
    address_line2: null,
    address_postal_code: null,
    address_locality: null,
    address_state: null,
    address_country: null,
    tos_accepted: true,
    birthday_time: null,
    birthday_location: null,
    cell_phone: null,
    driving_licence_number: null,
    driving_licence_location: null,
    driving_licence_expiration_time: null,
    driving_licence_obtaining_time: null,
    workflow_next_step: 'driver_ok',
    validated: true,
    small_main_photo_url: null,
    can_access_backoffice: false,
    roles: ['driver'],
    language: 'fr',
    accepted_terms_version_id: null,
    ...overrides,
  }
}

export function makeTenant(overrides: Partial<Tenant> = {}): Tenant {
  const features = Object.fromEntries(FEATURE_FLAGS.map((f) => [f, true])) as Tenant['features']
  return {
    id: 1,
    slug: 'demo',
    human_name: 'Demo',
    language: 'fr',
    languages: ['fr', 'en'],
    platform_type: 'public',
    search_engine: 'station',
    timezone: 'America/Montreal',
    iso3166: 'CA',
    currency: 'CAD',
    distance_unit: 'km',
    date_format: 'DD-MM-YYYY',
    damage_report_mode: 'photos',
    prepare_delay: 0,
    max_active_rentals: 3,
    delays: {
      minimum_reservation_duration: 3600,
      maximum_reservation_duration: 604800,
      maximum_time_in_advance: 2592000,
      minimum_time_before_start: 0,
      cancellation_minimal_delay: 3600,
      reservation_start_time_modification_minimal_delay: 3600,
      reservation_end_time_modification_minimal_delay: 3600,
    },
    features,
    registration_steps: {
      personal_details: true,
      phone_number: true,
      license_details: true,
      driver_license: true,
      id_document: true,
      selfie_document: true,
      other_document: true,
      credit_card: true,
    },
    portal_modules: [],
    sso: null,
    theme: {
      primary_color: '#0b6e4f',
      primary_contrast_color: '#ffffff',
      secondary_color: '#334155',
      background_color: '#f5f7f6',
      pin_color: '#0b6e4f',
      selected_pin_color: '#b91c1c',
    },
    logo_url: null,
    favicon_url: null,
    login_background_url: null,
    vehicle_options: [],
    driver_fields: [],
    required_driver_fields: [],
    state_machine: {},
    web_client_id: 'frontoffice-web',
    map: { tile_url: 'https://tiles.test/{z}/{x}/{y}.png', attribution: 'test', center: [45.5, -73.57] },
    ...overrides,
  }
}
