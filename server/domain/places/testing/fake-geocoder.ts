import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeGeocoder {
  url: string
  /** Every request's path and query, in order. */
  requests: URL[]
  /** Make the next answers fail with this HTTP status (0: back to normal). */
  failWith(status: number): void
  close(): Promise<void>
}

const NOMINATIM = [
  {
    place_id: 101,
    osm_type: 'node',
    osm_id: 7001,
    lat: '45.4996',
    lon: '-73.5663',
    name: 'Gare Centrale',
    display_name: 'Gare Centrale, Rue De La Gauchetière Ouest, Montréal, Québec, Canada',
    address: { country_code: 'ca' },
  },
  {
    place_id: 102,
    osm_type: 'way',
    osm_id: 7002,
    lat: '48.8809',
    lon: '2.3553',
    name: 'Gare du Nord',
    display_name: 'Gare du Nord, Paris, France',
    address: { country_code: 'fr' },
  },
]
const PHOTON = {
  type: 'FeatureCollection',
  features: [
    {
      geometry: { type: 'Point', coordinates: [-73.5663, 45.4996] },
      properties: {
        osm_type: 'N',
        osm_id: 7001,
        name: 'Gare Centrale',
        street: 'Rue De La Gauchetière Ouest',
        housenumber: '895',
        city: 'Montréal',
        state: 'Québec',
        country: 'Canada',
        countrycode: 'CA',
      },
    },
    {
      geometry: { type: 'Point', coordinates: [2.3553, 48.8809] },
      properties: { osm_type: 'W', osm_id: 7002, name: 'Gare du Nord', city: 'Paris', country: 'France', countrycode: 'FR' },
    },
  ],
}

/**
 * A FAKE geocoder for tests, on 127.0.0.1: `/search` answers like Nominatim (honouring
 * countrycodes as the real one does), `/api` like Photon (which has no country filter).
 */
export async function startFakeGeocoder(): Promise<FakeGeocoder> {
  const requests: URL[] = []
  let failure = 0
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    requests.push(url)
    if (failure) {
      res.writeHead(failure).end('unavailable')
      return
    }
    let body: unknown
    if (url.pathname === '/search') {
      const countries = (url.searchParams.get('countrycodes') ?? '').split(',').filter(Boolean)
      body = NOMINATIM.filter((p) => countries.length === 0 || countries.includes(p.address.country_code))
    } else if (url.pathname === '/api') {
      body = PHOTON
    } else {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failWith: (status) => {
      failure = status
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
