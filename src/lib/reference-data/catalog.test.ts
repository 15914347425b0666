import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '@/i18n'
import { fakeApi, json } from '@cards/testing/fake-api'
import { useSessionStore, toClientUser } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { featuresOn, tenantFixture, userFixture } from '@/test-support/fixtures'
import { decodeTermsContent } from './terms'
import { queryClient } from '@/core/query/query-client'
import { currentCatalog, loadCatalog, resetReferenceData } from './catalog'
import { currentTermsQuery, customContentQuery } from './content-queries'

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
    await Promise.all([loadCatalog(), loadCatalog()])
    expect(calls).toEqual([])
    expect(currentCatalog().stations).toEqual([])

    useSessionStore.getState().setMember(toClientUser(userFixture()))
    await vi.waitFor(() => expect(currentCatalog().stations).toHaveLength(1))
    expect(calls.map((c) => c.path).sort()).toEqual(['/categories', '/rental_labels', '/stations'])
    expect(currentCatalog().stations[0].name).toBe('Gare Centrale')
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
    expect(currentCatalog().stations).toHaveLength(1)

    useSessionStore.getState().setAnonymous()
    expect(currentCatalog()).toEqual({ stations: [], categories: [], rentalLabels: [] })
    expect(queryClient.getQueryData(['reference', 'catalog'])).toBeUndefined()
    await loadCatalog()
    expect(calls).toHaveLength(3)
  })

  it('loads at once for a member', async () => {
    useSessionStore.getState().setMember(toClientUser(userFixture()))
    const { calls } = fakeApi(catalogRoutes)
    expect((await loadCatalog()).stations).toHaveLength(1)
    expect(calls).toHaveLength(3)
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
    expect(currentCatalog()).toEqual({ stations: [station], categories: [], rentalLabels: [] })
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
    const catalog = currentCatalog()
    expect(catalog.stations[0].name).toBe('Gare Centrale')
    expect(catalog.rentalLabels[0].aliases).toEqual(['travail'])
  })

  it('answers an empty catalog when the load fails, and loads again at the next ask', async () => {
    let fail = true
    const { calls } = fakeApi({
      // A refusal, which is not retried: the next ask, not a retry, loads it.
      'GET /stations': () => (fail ? json({ errors: [{ code: 'forbidden', detail: 'no' }] }, 403) : json({ stations: [station] })),
      'GET /categories': { categories: [] },
      'GET /rental_labels': { rental_labels: [] },
    })
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      expect((await loadCatalog()).stations).toEqual([])
    } finally {
      quiet.mockRestore()
    }
    fail = false
    expect((await loadCatalog()).stations).toEqual([station])
    expect(calls.filter((c) => c.path === '/stations')).toHaveLength(2)
  })

  it('is not asked again while fresh', async () => {
    const { calls } = fakeApi(catalogRoutes)
    await loadCatalog()
    await loadCatalog()
    expect(calls).toHaveLength(3)
  })

  it('keeps custom contents and terms per language, asked in that language (v0.3 for contents)', async () => {
    const { fetchMock } = fakeApi({
      'GET /custom_contents': (request: Request) =>
        json({ custom_contents: [{ id: 1, type: 'faq', title: request.headers.get('Accept-Language') === 'en' ? 'FAQ' : 'Questions', content: '' }] }),
      'GET /terms_and_conditions_versions': { terms_and_conditions_versions: [{ id: 9, content: '%3Cp%3ECGU%3C%2Fp%3E', published_at: '2026-01-01T00:00:00Z' }] },
    })
    await i18n.changeLanguage('fr')
    const fr = await queryClient.fetchQuery(customContentQuery('faq', 'fr'))
    await i18n.changeLanguage('en')
    const en = await queryClient.fetchQuery(customContentQuery('faq', 'en'))
    await queryClient.fetchQuery(customContentQuery('faq', 'en'))
    expect(fr[0].title).toBe('Questions')
    expect(en[0].title).toBe('FAQ')
    expect(fetchMock).toHaveBeenCalledTimes(2)
    const request = fetchMock.mock.calls[0][0] as Request
    expect(request.headers.get('Accept')).toBe('application/vnd.frontoffice+json; version=0.3')
    const terms = await queryClient.fetchQuery(currentTermsQuery('en'))
    expect(decodeTermsContent(terms?.content ?? '')).toBe('<p>CGU</p>')
    await i18n.changeLanguage('fr')
  })

  it('leaves malformed terms text as it is', () => {
    expect(decodeTermsContent('100% sûr')).toBe('100% sûr')
  })
})
