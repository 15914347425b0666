import { act, render, screen } from '@testing-library/react'
import { i18n } from '@/i18n'
import SearchMap from './search-map'

const props = {
  tileUrl: 'https://tiles.test/{z}/{x}/{y}.png',
  attribution: '© OpenStreetMap',
  center: [45.5, -73.56] as [number, number],
  points: [],
  label: 'Carte des résultats',
  clusterLabel: 'véhicules',
}

beforeEach(async () => {
  await i18n.changeLanguage('fr')
})

afterAll(async () => {
  await i18n.changeLanguage('fr')
})

describe('SearchMap', () => {
  it("names its zoom buttons in the page's language, and again after the language changes", async () => {
    render(<SearchMap {...props} />)
    expect(await screen.findByRole('button', { name: 'Zoom avant' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Zoom arrière' })).toBeInTheDocument()

    await act(() => i18n.changeLanguage('en'))
    expect(await screen.findByRole('button', { name: 'Zoom in' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Zoom avant' })).toBeNull()
  })
})
