import fc from 'fast-check'
import { boundingBox, haversineMeters } from './geo'

describe('haversineMeters', () => {
  it('measures known distances', () => {
    const montrealCentral = { latitude: 45.4996, longitude: -73.5663 }
    const quebecCity = { latitude: 46.8139, longitude: -71.208 }
    expect(haversineMeters(montrealCentral, quebecCity) / 1000).toBeCloseTo(233.5, 0)
    const paris = { latitude: 48.8566, longitude: 2.3522 }
    const london = { latitude: 51.5074, longitude: -0.1278 }
    expect(haversineMeters(paris, london) / 1000).toBeCloseTo(343.5, 0)
    expect(haversineMeters(paris, paris)).toBe(0)
  })
})

describe('boundingBox', () => {
  it('contains every point within the radius', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -80, max: 80, noNaN: true }),
        fc.double({ min: -179, max: 179, noNaN: true }),
        fc.double({ min: 100, max: 100_000, noNaN: true }),
        fc.double({ min: 0, max: 2 * Math.PI, noNaN: true }),
        fc.double({ min: 0, max: 0.999, noNaN: true }),
        (lat, lng, radius, bearing, fraction) => {
          const centre = { latitude: lat, longitude: lng }
          // A point at `fraction * radius` along `bearing`, by the destination-point formula.
          const d = (fraction * radius) / 6_371_008.8
          const φ1 = (lat * Math.PI) / 180
          const λ1 = (lng * Math.PI) / 180
          const φ2 = Math.asin(Math.sin(φ1) * Math.cos(d) + Math.cos(φ1) * Math.sin(d) * Math.cos(bearing))
          const λ2 = λ1 + Math.atan2(Math.sin(bearing) * Math.sin(d) * Math.cos(φ1), Math.cos(d) - Math.sin(φ1) * Math.sin(φ2))
          const p = { latitude: (φ2 * 180) / Math.PI, longitude: (λ2 * 180) / Math.PI }
          const box = boundingBox(centre, radius)
          expect(haversineMeters(centre, p)).toBeLessThanOrEqual(radius)
          expect(p.latitude).toBeGreaterThanOrEqual(box.minLat)
          expect(p.latitude).toBeLessThanOrEqual(box.maxLat)
          expect(p.longitude).toBeGreaterThanOrEqual(box.minLng)
          expect(p.longitude).toBeLessThanOrEqual(box.maxLng)
        },
      ),
    )
  })
})
