import { describe, expect, it } from 'vitest'
import { london, montreal, paris, said } from '../tests-support/catalogs'

// What drivers need besides booking (../shared/intents/CONTRACT.md, ../shared/dialogues/CONTRACT.md rules 5, 6 and 9):
// each is its own intent and none of them starts a search.
const NOW = '2026-11-25T14:03:00-05:00'

describe('intents besides booking', () => {
  it.each([
    ["j'ai eu un accident", 'report_incident', { kind: 'accident' }],
    ['accident à la gare centrale demain matin', 'report_incident', { kind: 'accident' }],
    ['la voiture ne démarre plus', 'report_incident', { kind: 'breakdown' }],
    ['ma voiture ne veut pas démarrer au Vieux-Port', 'report_incident', { kind: 'breakdown' }],
    ["j'ai un pneu crevé", 'report_incident', { kind: 'breakdown' }],
    ['la voiture a été volée', 'report_incident', { kind: 'theft' }],
    ['I had an accident with the car', 'report_incident', { kind: 'accident' }],
    ["the car won't start", 'report_incident', { kind: 'breakdown' }],
    ['flat tire at Gare Centrale', 'report_incident', { kind: 'breakdown' }],
    ['my car was stolen', 'report_incident', { kind: 'theft' }],
    ['je serai en retard', 'running_late', {}],
    ['je serai en retard de 30 minutes', 'running_late', { minutes: 30 }],
    ["j'aurai une heure de retard", 'running_late', { minutes: 60 }],
    ["I'm running late", 'running_late', {}],
    ["I'll be 20 minutes late", 'running_late', { minutes: 20 }],
    ['running late by half an hour', 'running_late', { minutes: 30 }],
    // Hours then minutes without the minutes' unit: 150, not 120.
    ['je serai en retard de 2 heures 30', 'running_late', { minutes: 150 }],
    ['en retard de 1 heure 45', 'running_late', { minutes: 105 }],
    ['comment ouvrir la voiture ?', 'vehicle_access', {}],
    ['où sont les clés ?', 'vehicle_access', {}],
    ['where are the keys?', 'vehicle_access', {}],
    ['how do I unlock the car?', 'vehicle_access', {}],
    ['combien ça coûte ?', 'pricing', {}],
    ['quels sont vos tarifs ?', 'pricing', {}],
    ['how much is a van for a day?', 'pricing', {}],
    ['what are your rates?', 'pricing', {}],
    ['mes factures', 'invoices', {}],
    ['je voudrais le reçu de ma dernière location', 'invoices', {}],
    ['my receipts', 'invoices', {}],
    ['où en est mon dossier ?', 'registration_status', {}],
    ['mon inscription est-elle validée ?', 'registration_status', {}],
    ['pourquoi je ne peux pas réserver ?', 'registration_status', {}],
    ["why can't I book?", 'registration_status', {}],
    ['is my account approved?', 'registration_status', {}],
    ['la voiture est sale', 'report_issue', { kind: 'dirty' }],
    ['il y a une rayure sur la portière', 'report_issue', { kind: 'damage' }],
    ["there's a scratch", 'report_issue', { kind: 'damage' }],
    ['the car is dirty', 'report_issue', { kind: 'dirty' }],
    ['nouvelle recherche', 'start_over', {}],
    ['on recommence', 'start_over', {}],
    ['start over', 'start_over', {}],
    ['new search please', 'start_over', {}],
  ])('%s: %s', (text, intent, slots) => {
    const r = said(text, NOW, montreal)
    expect(r.intent).toBe(intent)
    expect(r.slots).toEqual(slots)
    expect(r.missing).toEqual([])
  })

  it('reads the same on other tenants: no name of Montreal is needed', () => {
    for (const catalog of [paris, london]) {
      expect(said('la voiture ne démarre plus', NOW, catalog).intent).toBe('report_incident')
      expect(said('where are the keys?', NOW, catalog).intent).toBe('vehicle_access')
    }
  })

  it('a rates question names its category and period, not a search', () => {
    const r = said('how much is a van for a day?', NOW, montreal).full
    expect(r.pricingAbout).toEqual({ categories: ['cat-utilitaire'], period: 'day' })
    expect(said("combien l'heure ?", NOW, montreal).full.pricingAbout).toEqual({ categories: [], period: 'hour' })
  })

  it('with a search under way, none of them continues it', () => {
    const context = { intent: 'search_vehicles', slots: { startStation: 'st-gare-centrale', startDate: '2026-11-26T09:00:00-05:00' } }
    for (const text of ['la voiture est sale', 'start over', 'combien ça coûte ?', 'mes factures']) {
      expect(said(text, NOW, montreal, context).intent).not.toBe('search_vehicles')
    }
  })
})

describe('sorting by price', () => {
  it.each([
    ['la moins chère', {}],
    ['cheapest', {}],
    ['voiture demain 9h à la gare centrale, la moins chère', { startStation: 'st-gare-centrale', startDate: '2026-11-26T09:00:00-05:00' }],
    ['cheapest car tomorrow at Gare Centrale', { startStation: 'st-gare-centrale', startDate: '2026-11-26T09:00:00-05:00' }],
    ['lowest price please', {}],
  ])('%s', (text, slots) => {
    const r = said(text, NOW, montreal)
    expect(r.intent).toBe('search_vehicles')
    expect(r.slots).toEqual({ ...slots, sort: 'price' })
  })

  it('continues a search and keeps it', () => {
    const context = { intent: 'search_vehicles', slots: { startStation: 'st-gare-centrale', startDate: '2026-11-26T09:00:00-05:00' } }
    expect(said('le moins cher', NOW, montreal, context).slots).toEqual({ ...context.slots, sort: 'price' })
  })
})
