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

afterEach(() => {
  vi.restoreAllMocks()
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

  it('words its cluster pins in the new language after a change (the cluster layer builds its icons once)', async () => {
    const point = (id: string) => ({ id, lat: 45.5, long: -73.56, title: `Station ${id}`, selected: false, onSelect: () => undefined })
    const points = [point('a'), point('b')]
    // jsdom lays nothing out: a map of size zero shows no pin, so it is given one.
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400)
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300)
    const { container, rerender } = render(<SearchMap {...props} points={points} clusterLabel="lieux regroupés" />)
    await vi.waitFor(() => expect(container.querySelector('.search-pin')?.textContent).toContain('lieux regroupés'))
    rerender(<SearchMap {...props} points={points} clusterLabel="places grouped" />)
    await vi.waitFor(() => expect(container.querySelector('.search-pin')?.textContent).toContain('places grouped'))
    expect(container.textContent).not.toContain('lieux regroupés')
  })

  it('is one tab stop: its pins are not tab stops of their own', async () => {
    const point = (id: string, lat: number) => ({ id, lat, long: -73.56, title: `Station ${id}`, selected: false, onSelect: () => undefined })
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(400)
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300)
    const { container } = render(<SearchMap {...props} points={[point('a', 45.5), point('b', 45.52)]} />)
    await vi.waitFor(() => expect(container.querySelectorAll('.leaflet-marker-icon').length).toBeGreaterThan(0))
    const stops = [...container.querySelectorAll<HTMLElement>('.leaflet-marker-icon')].filter((el) => el.tabIndex >= 0 && el.getAttribute('tabindex') !== null)
    expect(stops).toEqual([])
    expect(container.querySelector('.leaflet-container')?.getAttribute('tabindex')).toBe('0')
  })
})
