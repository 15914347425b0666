// @vitest-environment node
import { searchBlocker, isSearchSubmitDisabled } from './search-rules'
import { criteria, settings } from './test-fixtures'

const place = { label: 'Client', name: 'Laval', placeId: 'p1', formattedAddress: 'Laval, QC', lat: 45.6, long: -73.7, displayText: 'Laval, QC' }

describe('search submit disabled rules (spec section 5)', () => {
  it.each([
    ['a complete station search', criteria(), settings(), false, null],
    ['while processing', criteria(), settings(), true, 'processing'],
    ['no start date', criteria({ startDate: null }), settings(), false, 'missing-dates'],
    ['no end date', criteria({ endDate: null }), settings(), false, 'missing-dates'],
    ['station engine, no start station', criteria({ startStation: null }), settings(), false, 'missing-start-station'],
    ['address engine, no coordinates', criteria({ startStation: null }), settings({ searchEngine: 'address' }), false, 'missing-location'],
    [
      'address engine with a picked place',
      criteria({ startStation: null, location: { displayText: 'Montréal', lat: 45.5, long: -73.6 } }),
      settings({ searchEngine: 'address' }),
      false,
      null,
    ],
    ['labels on, no label', criteria(), settings({ useLabels: true }), false, 'missing-rental-label'],
    ['labels on, a label', criteria({ rentalLabel: 3 }), settings({ useLabels: true }), false, null],
    ['estimated distance without destination field, no distance', criteria(), settings({ useEstimatedDistance: true }), false, 'missing-estimated-distance'],
    ['estimated distance given', criteria({ estimatedDistance: 0 }), settings({ useEstimatedDistance: true }), false, null],
    ['destination field on, no destination', criteria(), settings({ useEstimatedDistance: true, useEstimatedDestinationField: true }), false, 'missing-destination'],
    [
      'destination field on, a place without a label',
      criteria({ destination: { ...place, label: ' ' } }),
      settings({ useEstimatedDistance: true, useEstimatedDestinationField: true }),
      false,
      'missing-destination',
    ],
    ['destination field on, a place and a label', criteria({ destination: place }), settings({ useEstimatedDistance: true, useEstimatedDestinationField: true }), false, null],
    ['one-way station engine, no end station', criteria(), settings({ oneWay: true }), false, 'missing-end-station'],
    ['one-way station engine, an end station', criteria({ endStation: 2 }), settings({ oneWay: true }), false, null],
    [
      'one-way address engine needs no end station',
      criteria({ location: { displayText: 'x', lat: 1, long: 2 } }),
      settings({ oneWay: true, searchEngine: 'address' }),
      false,
      null,
    ],
    ['opening hours kept', criteria(), settings({ openingHours: { opens: '00:00', closes: '23:45' } }), false, null],
    ['a start before the opening hours', criteria(), settings({ openingHours: { opens: '10:00', closes: '20:00' } }), false, 'outside-opening-hours'],
    ['an end after the closing hour', criteria(), settings({ openingHours: { opens: '08:00', closes: '11:00' } }), false, 'outside-opening-hours'],
  ] as const)('%s', (_name, c, s, processing, blocker) => {
    expect(searchBlocker(c, s, processing)).toBe(blocker)
    expect(isSearchSubmitDisabled(c, s, processing)).toBe(blocker !== null)
  })
})
