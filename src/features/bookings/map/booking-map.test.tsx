import { render, screen } from '@testing-library/react'
import { i18n } from '@/i18n'
import BookingMap from './booking-map'

beforeEach(async () => {
  await i18n.changeLanguage('fr')
})

describe('BookingMap', () => {
  it("names its zoom buttons in the page's language, not Leaflet's English", async () => {
    render(
      <BookingMap
        tileUrl="https://tiles.test/{z}/{x}/{y}.png"
        attribution="© OpenStreetMap"
        points={[{ key: 'start', lat: 45.5, long: -73.56, title: 'Départ : Gare Centrale' }]}
        label="Carte de la réservation"
      />,
    )
    const map = screen.getByRole('region', { name: 'Carte de la réservation' })
    expect(await screen.findByRole('button', { name: 'Zoom avant' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Zoom arrière' })).toBeInTheDocument()
    expect(map.querySelector('[aria-label="Zoom in"], [aria-label="Zoom out"]')).toBeNull()
  })

  it("titles Leaflet's credit link in the page's language, not Leaflet's English", async () => {
    render(
      <BookingMap
        tileUrl="https://tiles.test/{z}/{x}/{y}.png"
        attribution="© OpenStreetMap"
        points={[{ key: 'start', lat: 45.5, long: -73.56, title: 'Départ : Gare Centrale' }]}
        label="Carte de la réservation"
      />,
    )
    const map = screen.getByRole('region', { name: 'Carte de la réservation' })
    expect(await screen.findByRole('link', { name: 'Leaflet' })).toHaveAttribute('title', 'Une bibliothèque JavaScript pour les cartes interactives')
    expect(map.querySelector('[title="A JavaScript library for interactive maps"]')).toBeNull()
    expect(map.textContent).toContain('© OpenStreetMap')
  })

  it('renames its markers when the page changes language (Leaflet sets title and alt only once)', async () => {
    const map = (title: string) => (
      <BookingMap tileUrl="https://tiles.test/{z}/{x}/{y}.png" attribution="© OpenStreetMap" points={[{ key: 'start', lat: 45.5, long: -73.56, title }]} label="Map" />
    )
    const { rerender } = render(map('Départ : Gare Centrale'))
    // The markers are not keyboard stops here (keyboard={false}): images named by their alt text.
    expect(await screen.findByAltText('Départ : Gare Centrale')).toHaveAttribute('title', 'Départ : Gare Centrale')
    rerender(map('Start: Gare Centrale'))
    expect(await screen.findByAltText('Start: Gare Centrale')).toHaveAttribute('title', 'Start: Gare Centrale')
    expect(screen.queryByTitle('Départ : Gare Centrale')).toBeNull()
  })
})
