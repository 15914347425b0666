import type { Catalog } from '../intent-types'

/** The engine's catalog for the stations of `testEnv()`, with our API's ids as strings. */
export const TEST_CATALOG: Catalog = {
  timezone: 'America/Montreal',
  country: 'CA',
  distanceUnit: 'km',
  searchEngine: 'station',
  oneWay: true,
  stations: [
    { id: '1', name: 'Gare Centrale', address: '895 Rue De la Gauchetière O, Montréal' },
    { id: '2', name: 'Vieux-Port', address: '333 Rue de la Commune O, Montréal' },
    { id: '3', name: 'Plateau Mont-Royal', address: '4200 Rue Saint-Denis, Montréal' },
    { id: '4', name: 'Longueuil Métro', address: '1150 Rue Saint-Charles O, Longueuil' },
  ],
  categories: [{ id: '10', name: 'Utilitaire', aliases: ['van', 'camionnette'] }],
  rentalLabels: [],
}
