import { describe, expect, it } from 'vitest'
import { london, montreal, paris, said } from '../tests-support/catalogs'

// The conversation after the search (../shared/intents/CONTRACT.md, ../shared/dialogues/CONTRACT.md Part 2).
const NOW = '2026-11-25T14:03:00-05:00'

describe('intents after the search', () => {
  it.each([
    // Choosing among results: a position in words, a make or model, "that one".
    ['la première', 'choose_result', { position: 1 }],
    ['la deuxième', 'choose_result', { position: 2 }],
    ['je prends la troisième', 'choose_result', { position: 3 }],
    ['the second one', 'choose_result', { position: 2 }],
    ['book the second one', 'choose_result', { position: 2 }],
    ['the last one', 'choose_result', { position: -1 }],
    ['la dernière', 'choose_result', { position: -1 }],
    ['je prends la 2ème', 'choose_result', { position: 2 }],
    ['celle-là', 'choose_result', {}],
    ['that one please', 'choose_result', {}],
    ['je prends la kia', 'choose_result', { make: 'kia' }],
    ["I'll take the Subaru", 'choose_result', { make: 'Subaru' }],
    ['la Kia Soul', 'choose_result', { make: 'Kia', model: 'Soul' }],
    ['la Seltos', 'choose_result', { model: 'Seltos' }],
    ['the Corolla please', 'choose_result', { model: 'Corolla' }],
    // Offering seats, leaving a carpool.
    [
      'je propose 3 places vers Sherbrooke jeudi 7h depuis Longueuil retour 19h',
      'offer_carpool',
      {
        startStation: 'st-longueuil',
        destination: 'Sherbrooke',
        startDate: '2026-11-26T07:00:00-05:00',
        endDate: '2026-11-26T19:00:00-05:00',
        seats: 3,
      },
    ],
    ['I can take 2 people to Tremblant on Saturday', 'offer_carpool', { destination: 'Tremblant', startDate: '2026-11-28T09:00:00-05:00', seats: 2 }],
    ['je propose un covoiturage pour Québec samedi', 'offer_carpool', { destination: 'Québec', startDate: '2026-11-28T09:00:00-05:00' }],
    ['je quitte le covoiturage de samedi', 'leave_carpool', { date: '2026-11-28' }],
    ['leave the carpool', 'leave_carpool', {}],
    ['leave the carpool to Quebec', 'leave_carpool', { destination: 'Quebec' }],
    // Yes and no.
    ['oui', 'confirm', { answer: true }],
    ['ouais', 'confirm', { answer: true }],
    ["d'accord", 'confirm', { answer: true }],
    ['vas-y', 'confirm', { answer: true }],
    ['confirme', 'confirm', { answer: true }],
    ['yep', 'confirm', { answer: true }],
    ['sure', 'confirm', { answer: true }],
    ['go ahead', 'confirm', { answer: true }],
    ['ok merci', 'confirm', { answer: true }],
    ['non', 'confirm', { answer: false }],
    ['non, laisse tomber', 'confirm', { answer: false }],
    ['never mind', 'confirm', { answer: false }],
    ['no thanks', 'confirm', { answer: false }],
    // Questions the help content answers.
    ['vous acceptez les chiens ?', 'question', { topic: 'chiens' }],
    ['quelle est la franchise ?', 'question', { topic: 'franchise' }],
    ['do I need to refuel?', 'question', { topic: 'refuel' }],
    ['are pets allowed?', 'question', { topic: 'pets' }],
    ["est-ce qu'on peut fumer dans la voiture ?", 'question', { topic: 'fumer' }],
    ['where exactly is the Old Port station?', 'question', { topic: 'Old Port station' }],
    // Trouble during a trip.
    ["la voiture ne s'ouvre pas", 'report_issue', { kind: 'wont_unlock' }],
    ["the car won't unlock", 'report_issue', { kind: 'wont_unlock' }],
    ['je trouve pas la voiture', 'report_issue', { kind: 'cant_find' }],
    ["I can't find the car", 'report_issue', { kind: 'cant_find' }],
    ["j'ai oublié mon téléphone dans la voiture", 'report_issue', { kind: 'forgotten_item' }],
    ['I left my bag in the car', 'report_issue', { kind: 'forgotten_item' }],
    ["j'ai reçu une contravention", 'report_issue', { kind: 'fine' }],
    ['I got a parking ticket', 'report_issue', { kind: 'fine' }],
    ["j'ai pas reçu le code par sms", 'report_issue', { kind: 'sms_code' }],
    ["I didn't get the SMS code", 'report_issue', { kind: 'sms_code' }],
    ['la batterie est à plat', 'report_incident', { kind: 'breakdown' }],
    // "reçu" as a noun is the receipt.
    ['mon reçu', 'invoices', {}],
    // The day of a past trip: last Tuesday.
    ['le reçu de mardi', 'invoices', { date: '2026-11-24' }],
    // Small talk, even with a day in it; questions off the service stay unknown.
    ['how are you today?', 'greeting', {}],
    ['comment ça va ?', 'greeting', {}],
    ["Quelle est la capitale de l'Australie ?", 'unknown', {}],
  ] as [string, string, Record<string, unknown>][])('%s: %s', (text, intent, slots) => {
    const r = said(text, NOW, montreal)
    expect([r.intent, r.slots]).toEqual([intent, slots])
  })

  it('keeps an ordinal with digits a date, and reports the choice as a reading', () => {
    const r = said('la 2ème', NOW, montreal)
    expect([r.intent, r.slots]).toEqual(['search_vehicles', { startDate: '2026-12-02T09:00:00-05:00' }])
    expect(r.full.readings?.choose_result).toMatchObject({ position: 2 })
    // A month after it: a date only.
    expect(said('le 2ème décembre', NOW, montreal).full.readings).toBeUndefined()
    expect(said('le 2 décembre', NOW, montreal).full.readings).toBeUndefined()
  })

  it('reports a category or the cheapest as a possible choice, the search reading kept', () => {
    const van = said('the van', NOW, montreal)
    expect(van.intent).toBe('search_vehicles')
    expect(van.full.readings?.choose_result).toMatchObject({ categories: ['cat-utilitaire'] })
    const cheapest = said('la moins chère', NOW, montreal)
    expect([cheapest.intent, cheapest.slots]).toEqual(['search_vehicles', { sort: 'price' }])
    expect(cheapest.full.readings?.choose_result).toMatchObject({ cheapest: true })
    // A search said with it is no choice.
    expect(said('la moins chère demain au Plateau', NOW, montreal).full.readings).toBeUndefined()
  })

  it('never reads an ordinal of a date as a choice', () => {
    for (const text of ['the first monday of next month', 'voiture le deuxième mardi de janvier', 'ma dernière réservation', 'tomorrow first thing']) {
      expect(said(text, NOW, montreal).intent).not.toBe('choose_result')
      expect(said(text, NOW, montreal).full.readings).toBeUndefined()
    }
  })

  it('names the station a question is about', () => {
    expect(said('where exactly is the Old Port station?', NOW, montreal).full.questionAbout).toEqual({ station: 'st-vieux-port' })
  })

  it('reads the same on other tenants', () => {
    for (const catalog of [paris, london]) {
      expect(said("la voiture ne s'ouvre pas", NOW, catalog).intent).toBe('report_issue')
      expect(said('the second one', NOW, catalog).intent).toBe('choose_result')
      expect(said('oui', NOW, catalog).intent).toBe('confirm')
    }
  })
})
