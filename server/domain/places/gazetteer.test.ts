import { searchGazetteer } from './gazetteer'
import { GAZETTEER_CA } from './gazetteer-ca'
import { GAZETTEER_FR } from './gazetteer-fr'
import { haversineMeters } from '../search/geo'

const names = (q: string, country = 'CA', limit = 5) => searchGazetteer(q, country, limit).map((p) => p.name)

describe('searchGazetteer', () => {
  it('matches by prefix, ignoring case and accents', () => {
    expect(names('gare centr')[0]).toBe('Gare Centrale')
    expect(names('MONTREAL')[0]).toBe('Montréal')
    expect(names('quebec')[0]).toBe('Québec')
    expect(names('ile des soeurs')[0]).toBe('Île-des-Sœurs')
    expect(names('tour eif', 'FR')[0]).toBe('Tour Eiffel')
  })

  it('matches any word of the name, then the locality', () => {
    expect(names('botanique')).toContain('Jardin botanique')
    expect(names('plateau')[0]).toBe('Le Plateau-Mont-Royal')
    expect(names('st hubert')).toContain('Saint-Hubert')
    expect(names('gare laval')).toEqual([])
    expect(names('chomedey laval')).toEqual(['Chomedey'])
  })

  it('restricts to the tenant country and honours the limit', () => {
    expect(names('gare du nord', 'CA')).toEqual([])
    expect(names('gare du nord', 'FR')[0]).toBe('Gare du Nord')
    expect(names('station', 'CA', 3)).toHaveLength(3)
    expect(names('paris', 'DE')).toEqual([])
    expect(names('   ', 'CA')).toEqual([])
  })

  it('answers complete places with a stable id and a formatted address', () => {
    const [gare] = searchGazetteer('gare centrale', 'CA', 1)
    expect(gare).toEqual({
      place_id: 'gazetteer:ca:gare-centrale-895-rue-de-la-gauchetiere-ouest-montreal',
      name: 'Gare Centrale',
      formatted_address: 'Gare Centrale, 895 rue De La Gauchetière Ouest, Montréal, QC, Canada',
      latitude: 45.4996,
      longitude: -73.5663,
    })
  })

  it('keeps every entry near its region, with unique ids', () => {
    const montreal = { latitude: 45.5019, longitude: -73.5674 }
    const paris = { latitude: 48.8566, longitude: 2.3522 }
    for (const [g, centre, km] of [
      [GAZETTEER_CA, montreal, 400],
      [GAZETTEER_FR, paris, 120],
    ] as const) {
      const ids = new Set<string>()
      for (const [name, , latitude, longitude] of g.entries) {
        expect(haversineMeters(centre, { latitude, longitude }) / 1000, name).toBeLessThan(km)
        const [p] = searchGazetteer(name, g.country, 50).filter((x) => x.name === name && x.latitude === latitude)
        expect(p, name).toBeDefined()
        ids.add(p.place_id)
      }
      expect(ids.size).toBe(g.entries.length)
    }
    expect(GAZETTEER_CA.entries.length + GAZETTEER_FR.entries.length).toBeGreaterThan(300)
  })
})
