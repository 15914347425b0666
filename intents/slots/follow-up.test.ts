import { describe, expect, it } from 'vitest'
import { montreal, paris, said } from '../tests-support/catalogs'
import type { Catalog, IntentContext } from '../types'

const NOW = '2026-11-25T14:03:00-05:00'

/** Plays a conversation, each turn getting the previous result as context, and returns the last turn. */
function play(catalog: Catalog, turns: string[]) {
  let context: IntentContext | null = null
  let last = said(turns[0], NOW, catalog)
  for (const text of turns) {
    last = said(text, NOW, catalog, context)
    context = { intent: last.intent, slots: last.full.slots as Record<string, unknown> }
  }
  return { intent: last.intent, slots: last.slots, missing: last.missing }
}

describe('follow-ups', () => {
  it.each([
    [['Une voiture demain 9h à la gare centrale', 'plutôt 10h'], 'search_vehicles', { startStation: 'st-gare-centrale', startDate: '2026-11-26T10:00:00-05:00' }],
    [
      ['Une voiture demain 9h à la gare centrale', 'pour 3h'],
      'search_vehicles',
      { startStation: 'st-gare-centrale', startDate: '2026-11-26T09:00:00-05:00', endDate: '2026-11-26T12:00:00-05:00' },
    ],
    [['Une voiture demain 10h à la gare centrale', 'plutôt vendredi'], 'search_vehicles', { startStation: 'st-gare-centrale', startDate: '2026-11-27T10:00:00-05:00' }],
    [['car tomorrow 9am to 5pm', 'make it Friday'], 'search_vehicles', { startDate: '2026-11-27T09:00:00-05:00', endDate: '2026-11-27T17:00:00-05:00' }],
    [['car tomorrow 9am to 5pm', 'make it 10am'], 'search_vehicles', { startDate: '2026-11-26T10:00:00-05:00', endDate: '2026-11-26T17:00:00-05:00' }],
    [['car tomorrow 9am', 'until 6pm'], 'search_vehicles', { startDate: '2026-11-26T09:00:00-05:00', endDate: '2026-11-26T18:00:00-05:00' }],
    [['car tomorrow 9am', 'for 2 days'], 'search_vehicles', { startDate: '2026-11-26T09:00:00-05:00', endDate: '2026-11-28T09:00:00-05:00' }],
    [['voiture avec clim', 'et un GPS'], 'search_vehicles', { options: ['air_conditioning', 'gps'] }],
    [['voiture avec clim', 'plutôt avec GPS'], 'search_vehicles', { options: ['gps'] }],
    // Taking back what the previous turn asked: "sans GPS" drops it, the rest stays.
    [['voiture avec clim et GPS', 'sans GPS'], 'search_vehicles', { options: ['air_conditioning'] }],
    [['car with GPS and bluetooth tomorrow 9am', 'no GPS after all'], 'search_vehicles', { options: ['bluetooth'], startDate: '2026-11-26T09:00:00-05:00' }],
    [['voiture automatique demain', 'pas automatique finalement'], 'search_vehicles', { startDate: '2026-11-26T09:00:00-05:00' }],
    [['un SUV ou une berline', 'pas de SUV'], 'search_vehicles', { categories: ['cat-berline'] }],
    [['voiture avec GPS', 'sans clim'], 'search_vehicles', { options: ['gps'] }],
    [['une citadine', 'ou une berline'], 'search_vehicles', { categories: ['cat-citadine', 'cat-berline'] }],
    [['une citadine', 'à la place, une berline'], 'search_vehicles', { categories: ['cat-berline'] }],
    [['a small car', 'a sedan instead'], 'search_vehicles', { categories: ['cat-berline'] }],
    [['car at Gare Centrale tomorrow', 'actually from Longueuil Metro'], 'search_vehicles', { startStation: 'st-longueuil', startDate: '2026-11-26T09:00:00-05:00' }],
    [['voiture demain', 'pour 5 personnes', 'en automatique'], 'search_vehicles', { startDate: '2026-11-26T09:00:00-05:00', seatsCount: 7, gearsType: 'automatic' }],
    [['voiture demain', 'code promo ABC123'], 'search_vehicles', { startDate: '2026-11-26T09:00:00-05:00', discountCode: 'ABC123' }],
    [
      ['Je cherche un covoiturage pour Québec demain', 'depuis Longueuil Métro'],
      'join_carpool',
      { startStation: 'st-longueuil', destination: 'Québec', startDate: '2026-11-26T09:00:00-05:00' },
    ],
    [['Je cherche un covoiturage pour Québec demain', 'plutôt 7h'], 'join_carpool', { destination: 'Québec', startDate: '2026-11-26T07:00:00-05:00' }],
    [['Je cherche un covoiturage pour Québec demain', 'vers Ottawa'], 'join_carpool', { destination: 'Ottawa', startDate: '2026-11-26T09:00:00-05:00' }],
    [['Mes réservations', 'en cours'], 'list_bookings', { scope: 'in_progress' }],
    [['Affiche ma prochaine réservation', 'celle de vendredi'], 'show_booking', { which: 'next', date: '2026-11-27' }],
    [['Annule ma réservation', 'celle de demain'], 'cancel_booking', { date: '2026-11-26' }],
    [['Active la géoloc', 'non, désactive-la'], 'set_geotracking', { enabled: false }],
    [['Aide', 'et la FAQ ?'], 'help', { topic: 'faq' }],
    [['Une voiture demain 9h', 'Annule ma prochaine réservation'], 'cancel_booking', { which: 'next' }],
    [['Une voiture demain 9h', 'Bonjour'], 'greeting', {}],
    [['Une voiture demain 9h', 'Tell me a joke'], 'unknown', {}],
    // Off-topic with a day, or dropping the search: the search's start stays where it was.
    [['Une voiture vendredi 9h', 'quel temps fera-t-il demain ?'], 'unknown', {}],
    [['car on friday 9am', "what's the weather tomorrow"], 'unknown', {}],
    [['Une voiture vendredi 9h', 'laisse tomber'], 'confirm', { answer: false }],
    [['Je cherche un covoiturage pour Québec', 'une voiture demain plutôt'], 'search_vehicles', { startDate: '2026-11-26T09:00:00-05:00' }],
  ] as [string[], string, Record<string, unknown>][])('%j', (turns, intent, slots) => {
    const r = play(montreal, turns)
    expect([r.intent, r.slots]).toEqual([intent, slots])
  })

  it('moves the end along when a new start passes it', () => {
    const r = play(paris, ['voiture demain de 9h à 12h', 'plutôt samedi'])
    expect(r.slots).toMatchObject({ startDate: '2026-11-28T09:00:00+01:00', endDate: '2026-11-28T12:00:00+01:00' })
  })

  it('ignores a context it cannot read', () => {
    const r = said('plutôt 10h', NOW, montreal, { intent: 'search_vehicles', slots: { startDate: 'soon', categories: 'x', seatsCount: 5 } })
    expect(r.intent).toBe('search_vehicles')
    expect(r.slots).toEqual({ startDate: '2026-11-26T10:00:00-05:00' })
  })
})
