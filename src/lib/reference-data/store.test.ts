import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/i18n'
import { fakeApi, json } from '@cards/testing/fake-api'
import { useSessionStore, toClientUser } from '@/lib/session'
import { useTenantStore } from '@/lib/tenant'
import { featuresOn, tenantFixture, userFixture } from '@/test-support/fixtures'
import { decodeTermsContent } from './terms'
import { loadCatalog, loadCurrentTerms, loadCustomContent, resetReferenceData, useReferenceDataStore } from './store'

const station = { id: 1, name: 'Gare Centrale', address: '895 Rue De la Gauchetière O', description: null, latitude: 45.5, longitude: -73.57, aliases: ['gare'] }

beforeEach(() => {
  resetReferenceData()
  useTenantStore.getState().setTenant(tenantFixture({ platform_type: 'public' }))
  useSessionStore.setState({ status: 'anonymous', user: null })
})
afterEach(() => vi.unstubAllGlobals())

const catalogRoutes = {
  'GET /stations': { stations: [station] },
  'GET /categories': { categories: [] },
  'GET /rental_labels': { rental_labels: [] },
}

// Spec section 1: a private platform requires login; its server answers a guest 403 for these.
describe('the catalog on a private platform', () => {
  beforeEach(() => useTenantStore.getState().setTenant(tenantFixture({ platform_type: 'private' })))

  it('asks nothing for a guest, then loads once when a member logs in', async () => {
    const { calls } = fakeApi(catalogRoutes)
    await Promise.all([loadCatalog(), loadCatalog({ force: true })])
    expect(calls).toEqual([])
    expect(useReferenceDataStore.getState().catalog.status).toBe('idle')

    useSessionStore.getState().setMember(toClientUser(userFixture()))
    await vi.waitFor(() => expect(useReferenceDataStore.getState().catalog.status).toBe('ready'))
    expect(calls.map((c) => c.path).sort()).toEqual(['/categories', '/rental_labels', '/stations'])
    expect(useReferenceDataStore.getState().catalog.data.stations[0].name).toBe('Gare Centrale')
  })

  it('waits while a stored session is restored and does not load for a restore that ends as a guest', async () => {
    const { calls } = fakeApi(catalogRoutes)
    useSessionStore.setState({ status: 'restoring' })
    await loadCatalog()
    useSessionStore.getState().setAnonymous()
    await Promise.resolve()
    expect(calls).toEqual([])
  })

  it('empties the catalog when the member logs out, and asks nothing more for the guest after them', async () => {
    useSessionStore.getState().setMember(toClientUser(userFixture()))
    const { calls } = fakeApi(catalogRoutes)
    await loadCatalog()
    expect(useReferenceDataStore.getState().catalog.data.stations).toHaveLength(1)

    useSessionStore.getState().setAnonymous()
    expect(useReferenceDataStore.getState().catalog).toMatchObject({ status: 'idle', data: { stations: [], categories: [], rentalLabels: [] } })
    await loadCatalog()
    expect(calls).toHaveLength(3)
  })

  it('loads at once for a member', async () => {
    useSessionStore.getState().setMember(toClientUser(userFixture()))
    const { calls } = fakeApi(catalogRoutes)
    await loadCatalog()
    expect(calls).toHaveLength(3)
    expect(useReferenceDataStore.getState().catalog.status).toBe('ready')
  })
})

// Spec section 3: only the labels flag makes a call useless. An address-engine tenant still needs
// its stations: its rentals start at one, named in the bookings and their cards.
describe('the catalog calls the tenant settings need', () => {
  it.each([
    { labels: true, engine: 'station', stations: 1, categories: 1, rentalLabels: 1 },
    { labels: false, engine: 'station', stations: 1, categories: 1, rentalLabels: 0 },
    { labels: true, engine: 'address', stations: 1, categories: 1, rentalLabels: 1 },
    { labels: false, engine: 'address', stations: 1, categories: 1, rentalLabels: 0 },
  ] as const)('labels $labels, engine $engine: stations $stations, categories $categories, rental labels $rentalLabels', async ({ labels, engine, ...expected }) => {
    useTenantStore.getState().setTenant(tenantFixture({ platform_type: 'public', search_engine: engine, features: featuresOn({ labels, categories: true }) }))
    const { calls } = fakeApi(catalogRoutes)
    await Promise.all([loadCatalog(), loadCatalog()])
    await loadCatalog()
    const count = (path: string) => calls.filter((c) => c.path === path).length
    expect({ stations: count('/stations'), categories: count('/categories'), rentalLabels: count('/rental_labels') }).toEqual(expected)
    expect(useReferenceDataStore.getState().catalog).toMatchObject({ status: 'ready', data: { stations: [station], categories: [], rentalLabels: [] } })
  })
})

describe('reference data', () => {
  it('loads stations, categories and rental labels once, however many ask at the same time', async () => {
    const { calls } = fakeApi({
      'GET /stations': { stations: [station] },
      'GET /categories': { categories: [{ id: 3, name: 'SUV', aliases: [] }] },
      'GET /rental_labels': { rental_labels: [{ id: 5, name: 'Pro', aliases: ['travail'] }] },
    })
    await Promise.all([loadCatalog(), loadCatalog(), loadCatalog()])
    await loadCatalog()
    expect(calls.map((c) => c.path).sort()).toEqual(['/categories', '/rental_labels', '/stations'])
    const { catalog } = useReferenceDataStore.getState()
    expect(catalog.status).toBe('ready')
    expect(catalog.data.stations[0].name).toBe('Gare Centrale')
    expect(catalog.data.rentalLabels[0].aliases).toEqual(['travail'])
  })

  it('keeps an error, and loads again when asked to', async () => {
    let fail = true
    fakeApi({
      'GET /stations': () => (fail ? json({ errors: [{ code: 'internal_error', detail: 'down' }] }, 500) : json({ stations: [station] })),
      'GET /categories': { categories: [] },
      'GET /rental_labels': { rental_labels: [] },
    })
    await loadCatalog()
    expect(useReferenceDataStore.getState().catalog.status).toBe('error')
    fail = false
    await loadCatalog({ force: true })
    expect(useReferenceDataStore.getState().catalog.status).toBe('ready')
  })

  it('keeps custom contents and terms per language, asked in that language (v0.3 for contents)', async () => {
    const { fetchMock } = fakeApi({
      'GET /custom_contents': (request: Request) =>
        json({ custom_contents: [{ id: 1, type: 'faq', title: request.headers.get('Accept-Language') === 'en' ? 'FAQ' : 'Questions', content: '' }] }),
      'GET /terms_and_conditions_versions': { terms_and_conditions_versions: [{ id: 9, content: '%3Cp%3ECGU%3C%2Fp%3E', published_at: '2026-01-01T00:00:00Z' }] },
    })
    await i18n.changeLanguage('fr')
    await loadCustomContent('faq', 'fr')
    await i18n.changeLanguage('en')
    await loadCustomContent('faq', 'en')
    await loadCustomContent('faq', 'en')
    const { contents } = useReferenceDataStore.getState()
    expect(contents['fr:faq'].data[0].title).toBe('Questions')
    expect(contents['en:faq'].data[0].title).toBe('FAQ')
    expect(fetchMock).toHaveBeenCalledTimes(2)
    const request = fetchMock.mock.calls[0][0] as Request
    expect(request.headers.get('Accept')).toBe('application/vnd.frontoffice+json; version=0.3')
    await loadCurrentTerms('en')
    expect(decodeTermsContent(useReferenceDataStore.getState().terms.en.data?.content ?? '')).toBe('<p>CGU</p>')
  })

  it('leaves malformed terms text as it is', () => {
    expect(decodeTermsContent('100% sûr')).toBe('100% sûr')
  })
})
