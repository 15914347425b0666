import { createPlacesService } from './places-service'
import { startFakeGeocoder, type FakeGeocoder } from './testing/fake-geocoder'

describe('places service', () => {
  let fake: FakeGeocoder
  beforeAll(async () => {
    fake = await startFakeGeocoder()
  })
  afterAll(() => fake.close())

  it('asks a Nominatim-compatible geocoder for the tenant country only', async () => {
    const service = createPlacesService({ geocoderUrl: `${fake.url}/search` })
    expect(service.source).toBe('http')
    const places = await service.suggest({ q: 'gare', country: 'CA', limit: 5, lang: 'fr' })
    const asked = fake.requests.at(-1)!
    expect(asked.searchParams.get('countrycodes')).toBe('ca')
    expect(asked.searchParams.get('q')).toBe('gare')
    expect(asked.searchParams.get('format')).toBe('jsonv2')
    expect(places).toEqual([
      {
        place_id: 'nominatim:node7001',
        name: 'Gare Centrale',
        formatted_address: 'Gare Centrale, Rue De La Gauchetière Ouest, Montréal, Québec, Canada',
        latitude: 45.4996,
        longitude: -73.5663,
      },
    ])
  })

  it('reads a Photon-compatible geocoder and drops other countries', async () => {
    const service = createPlacesService({ geocoderUrl: `${fake.url}/api` })
    const places = await service.suggest({ q: 'gare', country: 'FR', limit: 5, lang: 'en' })
    expect(fake.requests.at(-1)!.searchParams.get('lang')).toBe('en')
    expect(places).toEqual([{ place_id: 'photon:W7002', name: 'Gare du Nord', formatted_address: 'Gare du Nord, Paris, France', latitude: 48.8809, longitude: 2.3553 }])
  })

  it('falls back to the gazetteer when the geocoder fails', async () => {
    const errors: Error[] = []
    const service = createPlacesService({ geocoderUrl: `${fake.url}/search`, onFallback: (e) => errors.push(e) })
    fake.failWith(503)
    try {
      const places = await service.suggest({ q: 'oratoire', country: 'CA', limit: 5, lang: 'fr' })
      expect(places[0].place_id).toMatch(/^gazetteer:ca:/)
      expect(errors[0].message).toContain('503')
    } finally {
      fake.failWith(0)
    }
    const unreachable = createPlacesService({ geocoderUrl: 'http://127.0.0.1:9/search', onFallback: (e) => errors.push(e) })
    expect((await unreachable.suggest({ q: 'oratoire', country: 'CA', limit: 5, lang: 'fr' }))[0].name).toBe('Oratoire Saint-Joseph')
  })

  it('uses the gazetteer when no geocoder is configured', async () => {
    const service = createPlacesService({ geocoderUrl: undefined })
    expect(service.source).toBe('gazetteer')
    expect((await service.suggest({ q: 'tour eiffel', country: 'FR', limit: 5, lang: 'fr' }))[0].latitude).toBeCloseTo(48.8584)
  })
})
