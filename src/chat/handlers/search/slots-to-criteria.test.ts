// @vitest-environment node
import type { SearchSettings } from '@/features/search/search-settings'
import { slotsToSearch } from './slots-to-criteria'

const settings = (over: Partial<SearchSettings> = {}): SearchSettings => ({
  searchEngine: 'station',
  timezone: 'America/Montreal',
  currency: 'CAD',
  distanceUnit: 'km',
  vehicleOptions: [],
  oneWay: false,
  useLabels: false,
  useCategories: true,
  useDiscount: true,
  useEstimatedDistance: false,
  useEstimatedDestinationField: false,
  useCarpooling: true,
  usePrivacyUsage: false,
  useRegistration: true,
  minimumReservationDuration: 3600,
  maximumTimeInAdvance: 7776000,
  maximumReservationDuration: -1,
  minimumTimeBeforeStart: 0,
  ...over,
})

describe('intent slots to the search state', () => {
  it('reads "voiture demain 9h à la Gare Centrale pour 3h"', () => {
    const { criteria } = slotsToSearch({ startStation: '1', startDate: '2026-11-26T09:00:00-05:00', endDate: '2026-11-26T12:00:00-05:00' }, settings())
    expect(criteria).toMatchObject({
      startStation: 1,
      endStation: null,
      startDate: Date.parse('2026-11-26T14:00:00Z'),
      endDate: Date.parse('2026-11-26T17:00:00Z'),
      gearsType: 'all',
      seatsCount: 'all',
      discountCodes: [],
    })
  })
  it('makes a round trip on a one-way tenant when no end station is said', () => {
    expect(slotsToSearch({ startStation: '3' }, settings({ oneWay: true })).criteria.endStation).toBe(3)
    expect(slotsToSearch({ startStation: '3', endStation: '5' }, settings({ oneWay: true })).criteria.endStation).toBe(5)
  })
  it('maps filters, codes and carpooling', () => {
    const { criteria } = slotsToSearch(
      {
        startStation: '1',
        categories: ['2', 'x'],
        options: ['gps', 'jetpack'],
        gearsType: 'manual',
        seatsCount: 5,
        rentalLabel: '4',
        estimatedDistance: 120,
        discountCode: 'HIVER26',
        carpooling: true,
      },
      settings({ useLabels: true, useEstimatedDistance: true }),
    )
    expect(criteria).toMatchObject({
      categories: [2],
      options: ['gps'],
      gearsType: 'manual',
      seatsCount: 7,
      rentalLabel: 4,
      estimatedDistance: 120,
      discountCodes: ['HIVER26'],
      carpooling: true,
    })
  })
  it('keeps an address in words for the address engine', () => {
    const understood = slotsToSearch(
      { address: 'Laval', startStation: '1', destination: 'Québec' },
      settings({ searchEngine: 'address', useEstimatedDistance: true, useEstimatedDestinationField: true }),
    )
    expect(understood).toMatchObject({ addressText: 'Laval', destinationText: 'Québec' })
    expect(understood.criteria.startStation).toBeNull()
  })
  it('searches around a station said by name on the address engine ("car near Gare de Lyon")', () => {
    const gareDeLyon = { id: 14, name: 'Gare de Lyon', latitude: 48.8443, longitude: 2.3744 }
    const understood = slotsToSearch({ startStation: '14' }, settings({ searchEngine: 'address' }), [gareDeLyon])
    expect(understood.addressText).toBeNull()
    expect(understood.criteria).toMatchObject({ startStation: null, location: { displayText: 'Gare de Lyon', lat: 48.8443, long: 2.3744 } })
    // An address said in words wins over the station; the station engine keeps its station.
    expect(slotsToSearch({ address: 'Opéra', startStation: '14' }, settings({ searchEngine: 'address' }), [gareDeLyon]).criteria.location).toBeNull()
    expect(slotsToSearch({ startStation: '14' }, settings(), [gareDeLyon]).criteria).toMatchObject({ startStation: 14, location: null })
  })
  it('leaves out, and names, what the tenant does not offer (no code chip on a tenant without codes)', () => {
    const slots = {
      startStation: '1',
      endStation: '5',
      categories: ['2'],
      rentalLabel: '4',
      estimatedDistance: 120,
      discountCode: 'HIVER26',
      carpooling: true,
      destination: 'Montmorency',
    }
    const off = settings({ useCategories: false, useDiscount: false, useCarpooling: false })
    const understood = slotsToSearch(slots, off)
    expect(understood.criteria).toMatchObject({ endStation: null, categories: [], rentalLabel: null, estimatedDistance: null, discountCodes: [], carpooling: false })
    expect(understood.destinationText).toBeNull()
    expect(understood.unoffered).toEqual(['end-station', 'label', 'distance', 'discount', 'categories', 'carpooling'])
    // Without the carpool, the destination is the destination field's, also off.
    expect(slotsToSearch({ ...slots, carpooling: false }, off).unoffered).toContain('destination')
    // With every feature on, nothing is left out.
    const on = settings({ oneWay: true, useLabels: true, useEstimatedDistance: true, useEstimatedDestinationField: true })
    expect(slotsToSearch(slots, on).unoffered).toEqual([])
    expect(slotsToSearch(slots, on).criteria).toMatchObject({ endStation: 5, discountCodes: ['HIVER26'], carpooling: true })
  })
})
