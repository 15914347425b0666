// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { destinationText } from './destination-text'

const laval = { label: 'Visite', name: 'Laval', placeId: 'p1', formattedAddress: 'Laval, QC, Canada', lat: 45.6, long: -73.7, displayText: 'Laval, QC, Canada' }

describe('destinationText', () => {
  it.each([
    ['label and place', laval, 'Visite (Laval, QC, Canada)'],
    ['place only', { ...laval, label: ' ' }, 'Laval, QC, Canada'],
    ['label only (the place cleared)', { ...laval, formattedAddress: '', displayText: '', name: '' }, 'Visite'],
    ['a label equal to the place', { ...laval, label: 'Laval, QC, Canada' }, 'Laval, QC, Canada'],
    ['nothing given', null, null],
  ])('%s', (_case, destination, expected) => {
    expect(destinationText(destination)).toBe(expected)
  })
})
