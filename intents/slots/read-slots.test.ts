import { describe, expect, it } from 'vitest'
import { london, montreal, paris, said } from '../tests-support/catalogs'
import type { Catalog } from '../types'

const NOW = '2026-11-25T14:03:00-05:00'

function slots(catalog: Catalog, rows: [text: string, expected: Record<string, unknown>][]) {
  it.each(rows)('%s', (text, expected) => {
    const r = said(text, NOW, catalog)
    const picked = Object.fromEntries(Object.keys(expected).map((k) => [k, r.full.slots[k as keyof typeof r.full.slots] ?? null]))
    expect(picked).toEqual(expected)
  })
}

describe('search slots', () => {
  slots(montreal, [
    ['voiture avec clim', { options: ['air_conditioning'] }],
    ['car with A/C and GPS', { options: ['air_conditioning', 'gps'] }],
    ['Je veux un 4x4 avec GPS, clim et bluetooth', { options: ['gps', 'air_conditioning', 'bluetooth'] }],
    ['pneus neige et prise USB', { options: ['snow_tire', 'usb_plug'] }],
    ['winter tires, airbags', { options: ['snow_tire', 'airbag'] }],
    ['une voiture sans clim', { options: [] }],
    ['sans clim ni GPS mais avec bluetooth', { options: ['bluetooth'] }],
    ['car without GPS but with bluetooth', { options: ['bluetooth'] }],
    // A gearbox or a category said with a negation is not the one asked for.
    ['voiture pas automatique', { gearsType: null }],
    ['car tomorrow 9am, not manual', { gearsType: null }],
    ['pas de boîte manuelle, une automatique', { gearsType: 'automatic' }],
    ['no SUV, a sedan', { categories: ['cat-berline'] }],
    ['une voiture pas électrique', { categories: [] }],
    ['ni SUV ni utilitaire', { categories: [] }],
    ['boîte manuelle', { gearsType: 'manual' }],
    ['en automatique', { gearsType: 'automatic' }],
    ['semi-automatic please', { gearsType: 'semi_automatic' }],
    ['stick shift', { gearsType: 'manual' }],
    ['pour 2 personnes', { seatsCount: 2 }],
    ['pour 3 personnes', { seatsCount: 4 }],
    ['for 5 people', { seatsCount: 7 }],
    ['pour cinq personnes', { seatsCount: 7 }],
    ['with 3 passengers', { seatsCount: 4 }],
    ['avec deux passagers', { seatsCount: 4 }],
    ['with 6 passengers', { seatsCount: 7 }],
    ['une 7 places', { seatsCount: 7 }],
    ['a 7-seater', { seatsCount: 7 }],
    ['nous sommes 3', { seatsCount: 4 }],
    ['we are 5', { seatsCount: 7 }],
    ['for 12 people', { seatsCount: 7 }],
    ['environ 250 km', { estimatedDistance: 250 }],
    ['about 80km', { estimatedDistance: 80 }],
    ['2,5 km', { estimatedDistance: 3 }],
    ['50 miles', { estimatedDistance: 80 }],
    ['deux cents kilomètres', { estimatedDistance: 200 }],
    ['code promo HIVER26', { discountCode: 'HIVER26' }],
    ['code promo : NOEL-2026', { discountCode: 'NOEL-2026' }],
    ['discount code WELCOME10', { discountCode: 'WELCOME10' }],
    ['promo code is spring25', { discountCode: 'spring25' }],
    ['avec le code pour demain', { discountCode: null }],
    ['une voiture demain 9h à la Gare Centrale avec le code PROMO10', { discountCode: 'PROMO10', startDate: '2026-11-26T09:00:00-05:00' }],
    ['avec le code promo ete-2026', { discountCode: 'ete-2026' }],
    ['voiture demain 9h pour 10 heures avec le code PROMO10', { discountCode: 'PROMO10', endDate: '2026-11-26T19:00:00-05:00' }],
    ['car tomorrow 9am at Gare Centrale with code PROMO10', { discountCode: 'PROMO10', startStation: 'st-gare-centrale' }],
    ['with code promo10 for 10 km', { discountCode: 'promo10', estimatedDistance: 10 }],
    ['voiture pour aller à Sherbrooke', { destination: 'Sherbrooke' }],
    // The station the car is given back at is the return station, never the start, even alone.
    ["voiture demain 9h au Plateau, je la rends à l'aéroport", { startStation: 'st-plateau', endStation: 'st-aeroport' }],
    ["je la rends à l'aéroport", { startStation: null, endStation: 'st-aeroport' }],
    ['je la ramène à la Gare Centrale', { startStation: null, endStation: 'st-gare-centrale' }],
    ['return it at the airport instead', { startStation: null, endStation: 'st-aeroport' }],
    ['car at the Old Port tomorrow 9am, drop it off at the airport', { startStation: 'st-vieux-port', endStation: 'st-aeroport' }],
    ['Car from Gare Centrale to Quebec City tomorrow', { destination: 'Quebec City', startStation: 'st-gare-centrale' }],
    ['voiture pour Trois-Rivières demain', { destination: 'Trois-Rivières' }],
    ['car going to Saint-Jean-sur-Richelieu', { destination: 'Saint-Jean-sur-Richelieu' }],
    ['a car to book', { destination: null }],
    // Lowercase, as typed on a phone: an unknown word that ends the phrase is a place.
    ['car to laval', { destination: 'laval' }],
    ['car to laval tomorrow 9am', { destination: 'laval', startDate: '2026-11-26T09:00:00-05:00' }],
    ['car to quebec city tomorrow', { destination: 'quebec city' }],
    ['a car to the city tomorrow', { destination: null }],
    ['car to laval for 3 days', { destination: 'laval' }],
    ['voiture pour laval demain', { destination: 'laval' }],
    ['voiture pour aller à laval', { destination: 'laval' }],
    ['voiture pour déménager demain', { destination: null }],
    ['car to visit my mum tomorrow', { destination: null }],
    ['car to move furniture', { destination: null }],
    ['I need a car to go shopping', { destination: null }],
    ['voiture pour déménager', { destination: null }],
    ['Je réserve une voiture et je propose du covoiturage', { carpooling: true }],
    ['car, and I can take passengers', { carpooling: true }],
    ['voiture demain', { carpooling: false }],
  ])
})

describe('a count right after a clock time is people, seats or a distance, not minutes', () => {
  const at10 = '2026-11-26T10:00:00-05:00'
  slots(montreal, [
    ['demain 10h 2 personnes', { startDate: at10, seatsCount: 2 }],
    ['demain 10 h 2 personnes', { startDate: at10, seatsCount: 2 }],
    ['demain 10h 2 pers.', { startDate: at10, seatsCount: 2 }],
    ['demain 10h 3 passagers', { startDate: at10, seatsCount: 4 }],
    ['demain 10h 7 places', { startDate: at10, seatsCount: 7 }],
    ['demain 10h 40 km', { startDate: at10, estimatedDistance: 40 }],
    ['demain 10h pour 5 personnes', { startDate: at10, seatsCount: 7 }],
    ['tomorrow 10am 2 people', { startDate: at10, seatsCount: 2 }],
    ['tomorrow 10am for 3 people', { startDate: at10, seatsCount: 4 }],
    ['tomorrow 10am 3 passengers', { startDate: at10, seatsCount: 4 }],
    ['tomorrow 10am 40 km', { startDate: at10, estimatedDistance: 40 }],
    // Near misses: minutes glued to the hour, or alone, stay minutes (rounded up).
    ['demain 10h02', { startDate: '2026-11-26T10:15:00-05:00', seatsCount: null }],
    ['demain 10h 02', { startDate: '2026-11-26T10:15:00-05:00', seatsCount: null }],
    ['demain 10h 30', { startDate: '2026-11-26T10:30:00-05:00', seatsCount: null }],
    ['demain 10h30 2 personnes', { startDate: '2026-11-26T10:30:00-05:00', seatsCount: 2 }],
    // "on est à 2": the number of people, not 2 o'clock.
    ['on est à 2 demain 10h', { startDate: at10, seatsCount: 2 }],
    ['demain 10h, on sera à 3', { startDate: at10, seatsCount: 4 }],
    ['nous serons à 5', { startDate: null, seatsCount: 7 }],
    ['we are 2 tomorrow 10am', { startDate: at10, seatsCount: 2 }],
    ['we are 3, tomorrow 10am', { startDate: at10, seatsCount: 4 }],
    ['on est 3, demain 10h', { startDate: at10, seatsCount: 4 }],
    // Near misses: a time or a length after "on est à" is no count of people; "à 2" alone stays an hour.
    ['on est à 10:30', { startDate: '2026-11-26T10:30:00-05:00', seatsCount: null }],
    ['demain à 2', { startDate: '2026-11-26T02:00:00-05:00', seatsCount: null }],
  ])
})

describe('"au" before a day number', () => {
  slots(montreal, [
    // After a start, "au 28" ends on that day, as "jusqu'au 28" does.
    ['voiture demain au 28', { startDate: '2026-11-26T09:00:00-05:00', endDate: '2026-11-28T18:00:00-05:00' }],
    ['voiture de demain au 28', { startDate: '2026-11-26T09:00:00-05:00', endDate: '2026-11-28T18:00:00-05:00' }],
    ["voiture jusqu'au 28", { startDate: null, endDate: '2026-11-28T18:00:00-05:00' }],
    // Near misses: hours ("de 9h au 5", "de 3 au 5"), addresses and distances keep their meaning.
    ['voiture de 9h au 5', { startDate: '2026-11-26T09:00:00-05:00', endDate: null }],
    ['voiture de 3 au 5', { startDate: '2026-11-26T03:00:00-05:00', endDate: null }],
    ['voiture au 12 rue de Rivoli', { startDate: null }],
    ['voiture au 5 km', { startDate: null, estimatedDistance: 5 }],
  ])
  slots(london, [['une voiture au 10 Downing Street', { startDate: null }]])
})

describe('a station said as where to go, after a search from another one (one-way tenant)', () => {
  const after = { intent: 'search_vehicles' as const, slots: { startStation: 'st-plateau', startDate: '2026-11-28T10:00:00-05:00', endDate: '2026-11-28T13:00:00-05:00' } }
  it.each([
    ["pour aller à l'aéroport", { startStation: 'st-plateau', endStation: 'st-aeroport' }],
    ['to the airport', { startStation: 'st-plateau', endStation: 'st-aeroport' }],
    // Said as where to pick the car up, it moves the start.
    ["à l'aéroport plutôt", { startStation: 'st-aeroport', endStation: null }],
  ])('%s', (text, expected) => {
    const slots = said(text, NOW, montreal, after).full.slots as Record<string, unknown>
    expect({ startStation: slots.startStation, endStation: slots.endStation ?? null }).toEqual(expected)
  })
})

describe('search slots of other tenants', () => {
  slots(paris, [
    ['voiture à la Défense, environ 30 km', { startStation: 'p-defense', estimatedDistance: 30 }],
    ['une voiture pour aller à Lyon', { startStation: 'p-lyon' }],
  ])
  slots(london, [
    ['a van for about 100 km', { categories: ['g-van'], estimatedDistance: 62 }],
    ['about 40 miles', { estimatedDistance: 40 }],
    ['car near 221B Baker Street', { address: '221B Baker Street' }],
    ['car at 10 Downing Street on Saturday 10am', { address: '10 Downing Street', startDate: '2026-11-28T10:00:00+00:00' }],
    ['une voiture près du 12 rue de Rivoli', { address: '12 rue de Rivoli' }],
    ['compact car near Camden Market', { address: 'Camden Market', categories: ['g-small'] }],
  ])
  // The chat parses before the tenant's stations are loaded: no station matches, and the station
  // word stays in the address the driver typed ("gare de lyon", not "lyon").
  const noStationsYet: Catalog = { ...london, stations: [] }
  slots(noStationsYet, [
    ['voiture demain 9h gare de lyon', { address: 'gare de lyon', startDate: '2026-11-26T09:00:00+00:00' }],
    ['une voiture près de la gare du nord', { address: 'gare du nord' }],
    ['car at station berri tomorrow', { address: 'station berri' }],
    ['une voiture près de la gare demain', { address: null }],
    // Where the driver goes is the destination, not the address to start from.
    ['une voiture pour aller à la gare du nord demain 9h', { destination: 'gare du nord', address: null, startDate: '2026-11-26T09:00:00+00:00' }],
    ['car to the station berri tomorrow', { destination: 'station berri', address: null }],
    // Said first, the destination's station word is still not the place to start from: "depuis"/"from" is.
    ['voiture pour aller à la gare du nord depuis la gare de lyon', { destination: 'gare du nord', address: 'gare de lyon' }],
    ['voiture vers la gare du nord depuis la gare de lyon demain 9h', { destination: 'gare du nord', address: 'gare de lyon', startDate: '2026-11-26T09:00:00+00:00' }],
    ['car to the station beaubien from the station berri', { destination: 'station beaubien', address: 'station berri' }],
    ['car to the station beaubien from 10 Downing Street', { destination: 'station beaubien', address: '10 Downing Street' }],
    ['voiture depuis la gare de lyon pour aller à la gare du nord', { destination: 'gare du nord', address: 'gare de lyon' }],
    ['car from the station berri', { destination: null, address: 'station berri' }],
    // English writes the station word after the name: it stays in the place, lowercase or capitalised.
    ['car from union station tomorrow 9am', { address: 'union station', destination: null, startDate: '2026-11-26T09:00:00+00:00' }],
    ['a car near union station', { address: 'union station' }],
    ['a car near Union Station', { address: 'Union Station' }],
    ['car at union station on Saturday 10am', { address: 'union station', startDate: '2026-11-28T10:00:00+00:00' }],
    ['car to union station tomorrow 9am', { destination: 'union station', address: null, startDate: '2026-11-26T09:00:00+00:00' }],
    ['car to the north station from union station', { destination: 'north station', address: 'union station' }],
    ['car from Union Station to the North Station tomorrow 9am', { destination: 'North Station', address: 'Union Station', startDate: '2026-11-26T09:00:00+00:00' }],
    ['car tomorrow 9am at Union Station, Toronto', { address: 'Union Station, Toronto' }],
    // Near misses: a station word with no name before it is still no place.
    ['car near the station tomorrow', { address: null, destination: null }],
    ['car to the nearest station', { address: null, destination: null }],
    ['a car at the closest station', { address: null }],
  ])
  // A station of the catalog still wins over the station word's text.
  slots(paris, [['une voiture pour aller à la gare du nord demain 9h', { startStation: 'p-nord', destination: null }]])
  slots(london, [
    ['car near victoria station tomorrow', { startStation: 'l-victoria', address: null }],
    ['car to the north station from Victoria Station', { startStation: 'l-victoria', destination: 'north station', address: null }],
  ])
})

describe('carpool: where to and where from, in either order', () => {
  const laval8 = { destination: 'Laval', startDate: '2026-11-26T08:00:00-05:00' }
  slots(montreal, [
    ['covoiturage vers Laval demain 8h depuis la gare centrale', { ...laval8, startStation: 'st-gare-centrale' }],
    ['covoiturage depuis la gare centrale vers Laval demain 8h', { ...laval8, startStation: 'st-gare-centrale' }],
    ['covoiturage demain 8h depuis la gare centrale vers Laval', { ...laval8, startStation: 'st-gare-centrale' }],
    ['carpool to Laval tomorrow 8am from Central Station', { ...laval8, startStation: 'st-gare-centrale' }],
    ['carpool from Central Station to Laval tomorrow 8am', { ...laval8, startStation: 'st-gare-centrale' }],
    ['carpool tomorrow 8am from Central Station to Laval', { ...laval8, startStation: 'st-gare-centrale' }],
    // A place that is not a station of the tenant is no start station; the destination stays.
    ['covoiturage vers Laval demain 8h depuis Berri', { ...laval8, startStation: null }],
    ['carpool from Berri to Laval tomorrow 8am', { ...laval8, startStation: null }],
    // A station the tenant does not have, typed in lower case: the station word stays in the destination.
    ['covoiturage vers la gare de lyon', { destination: 'gare de lyon', startStation: null }],
    ['covoiturage demain 8h depuis la gare centrale vers la gare du nord', { destination: 'gare du nord', startStation: 'st-gare-centrale' }],
    ['carpool to the station berri', { destination: 'station berri' }],
    ['covoiturage vers la gare demain 8h', { destination: null }],
    // English writes the station word after the name: it stays in the destination, lowercase or capitalised.
    ['carpool to union station', { destination: 'union station', startStation: null }],
    ['carpool to Union Station tomorrow 8am', { destination: 'Union Station', startDate: laval8.startDate }],
    ['carpool to union station tomorrow 8am from Central Station', { destination: 'union station', startStation: 'st-gare-centrale', startDate: laval8.startDate }],
    ['carpool from the Central Station to the north station tomorrow 8am', { destination: 'north station', startStation: 'st-gare-centrale', startDate: laval8.startDate }],
    ['carpool to the nearest station', { destination: null }],
  ])
  slots({ ...london, stations: [] }, [['carpool to central station', { destination: 'central station' }]])
  // On a tenant that has the station, the same sentences name it as the start.
  const withBerri: Catalog = { ...montreal, stations: [...(montreal.stations ?? []), { id: 'st-berri', name: 'Berri-UQAM', address: '505 Bd de Maisonneuve E, Montréal' }] }
  slots(withBerri, [
    ['covoiturage vers Laval demain 8h depuis Berri', { ...laval8, startStation: 'st-berri' }],
    ['covoiturage depuis Berri vers Laval demain 8h', { ...laval8, startStation: 'st-berri' }],
    ['carpool to Laval tomorrow 8am from Berri', { ...laval8, startStation: 'st-berri' }],
    ['carpool from Berri to Laval tomorrow 8am', { ...laval8, startStation: 'st-berri' }],
    // Gone to, it is the destination as written, the station word before it included, as on a tenant without it.
    ['carpool to the station berri', { destination: 'station berri', startStation: null }],
    ['covoiturage vers la station berri', { destination: 'station berri', startStation: null }],
    ['covoiturage vers la station Berri demain 8h depuis la gare centrale', { destination: 'station Berri', startStation: 'st-gare-centrale', startDate: laval8.startDate }],
    ['carpool to Berri tomorrow 8am', { destination: 'Berri', startStation: null }],
  ])
  // A station of the catalog named after the station word is the destination, as written.
  slots(paris, [['covoiturage vers la gare de lyon demain 8h', { destination: 'gare de lyon', startStation: null }]])
})

describe('missing', () => {
  it.each([
    [montreal, 'une voiture', ['startStation', 'startDate', 'endDate']],
    [montreal, 'une voiture demain à la gare centrale', ['endDate']],
    [montreal, 'une voiture demain à la gare centrale pour 2h', []],
    [london, 'a car tomorrow for 2 hours', ['address']],
    [london, 'a car near 5 Oxford Street tomorrow', ['endDate']],
    // A named station is a place to start from on the address engine too: its address is known.
    [london, 'a car at Heathrow Airport tomorrow 9am', ['endDate']],
    [london, 'a car at Heathrow Airport', ['startDate', 'endDate']],
    [montreal, 'un covoiturage pour Québec', ['startStation', 'startDate']],
    [montreal, 'mes réservations', []],
  ] as [Catalog, string, string[]][])('%#: %s', (catalog, text, missing) => {
    expect(said(text, NOW, catalog).missing).toEqual(missing)
  })
})
