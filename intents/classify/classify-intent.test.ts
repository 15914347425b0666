import { describe, expect, it } from 'vitest'
import { montreal, said } from '../tests-support/catalogs'
import type { IntentName } from '../types'

const NOW = '2026-11-25T14:03:00-05:00'

describe('intent of a sentence', () => {
  it.each([
    ['Je voudrais une voiture demain', 'fr', 'search_vehicles'],
    ['besoin d’une auto', 'fr', 'search_vehicles'],
    ['Je veux louer un SUV', 'fr', 'search_vehicles'],
    ['Je veux faire une réservation', 'fr', 'search_vehicles'],
    ['I want to rent a car', 'en', 'search_vehicles'],
    ['book a car please', 'en', 'search_vehicles'],
    ['demain 9h gare centrale', 'fr', 'search_vehicles'],
    ['Personal trip: small car tomorrow', 'en', 'search_vehicles'],
    ['Bonjour, je voudrais une voiture', 'fr', 'search_vehicles'],
    ['Je propose un covoiturage demain', 'fr', 'offer_carpool'],
    ['I can take passengers to Ottawa tomorrow', 'en', 'offer_carpool'],
    ['Je cherche un covoit pour Québec', 'fr', 'join_carpool'],
    ['any carpool to Ottawa friday?', 'en', 'join_carpool'],
    ['I need a ride to Laval tomorrow', 'en', 'join_carpool'],
    ['Montre-moi mes réservations', 'fr', 'list_bookings'],
    ['mes résas', 'fr', 'list_bookings'],
    ['my bookings', 'en', 'list_bookings'],
    ['do I have any upcoming bookings?', 'en', 'list_bookings'],
    ['historique', 'fr', 'list_bookings'],
    ['mes covoiturages', 'fr', 'list_bookings'],
    ['show my carpools', 'en', 'list_bookings'],
    // The member's carpools said with another noun are a list, not a carpool to join.
    ['show my carpoolings', 'en', 'list_bookings'],
    ['my carpooling trips', 'en', 'list_bookings'],
    ['show my carpool bookings', 'en', 'list_bookings'],
    ['mes trajets en covoiturage', 'fr', 'list_bookings'],
    ['je cherche des trajets en covoiturage pour Laval demain', 'fr', 'join_carpool'],
    ['ma réservation en cours', 'fr', 'show_booking'],
    ['my current booking', 'en', 'show_booking'],
    ["What's my next booking?", 'en', 'show_booking'],
    ['la réservation de demain', 'fr', 'show_booking'],
    ['Annule ma résa', 'fr', 'cancel_booking'],
    ['cancel my booking for tomorrow', 'en', 'cancel_booking'],
    // Dropping the car off somewhere is giving it back, not cancelling.
    ['drop it off at the airport instead', 'en', 'search_vehicles'],
    ['drop my booking', 'en', 'cancel_booking'],
    // Cancelling one's place in a carpool is leaving it (docs/DECISIONS.md).
    ['cancel my carpool', 'en', 'leave_carpool'],
    ['décaler ma réservation à 10h', 'fr', 'modify_booking'],
    ['prolonger ma location', 'fr', 'modify_booking'],
    ['extend my rental until 8pm', 'en', 'modify_booking'],
    ['reschedule my next booking', 'en', 'modify_booking'],
    ['Désactive la géoloc', 'fr', 'set_geotracking'],
    ['turn off location tracking', 'en', 'set_geotracking'],
    ['ajouter une CB', 'fr', 'payment_methods'],
    ['my credit cards', 'en', 'payment_methods'],
    ['Mon compte', 'fr', 'account_details'],
    ['show my profile', 'en', 'account_details'],
    ['changer mon mdp', 'fr', 'change_password'],
    ['I forgot my password', 'en', 'change_password'],
    ['supprimer mon compte', 'fr', 'delete_account'],
    ['close my account', 'en', 'delete_account'],
    ['Je veux une copie de mes données', 'fr', 'request_personal_data'],
    ['export my data', 'en', 'request_personal_data'],
    ['créer un compte', 'fr', 'signup'],
    ['register', 'en', 'signup'],
    ['connexion', 'fr', 'login'],
    ['sign in', 'en', 'login'],
    ['déconnexion', 'fr', 'logout'],
    ['sign me out', 'en', 'logout'],
    ['finir mon inscription', 'fr', 'continue_registration'],
    ['complete my registration', 'en', 'continue_registration'],
    ['aide', 'fr', 'help'],
    ['contacter le service client', 'fr', 'help'],
    ['CGU', 'fr', 'help'],
    ['privacy policy', 'en', 'help'],
    ['how does it work?', 'en', 'help'],
    ['En anglais svp', 'fr', 'set_language'],
    ['switch to French', 'en', 'set_language'],
    ['Salut', 'fr', 'greeting'],
    ['good morning', 'en', 'greeting'],
    ['merci', 'fr', 'greeting'],
    ['Merci beaucoup !', 'fr', 'greeting'],
    ['thanks', 'en', 'greeting'],
    ['thank you so much', 'en', 'greeting'],
    ['thx', 'en', 'greeting'],
    ['car tomorrow 9am thanks', 'en', 'search_vehicles'],
    ['mes réservations merci', 'fr', 'list_bookings'],
    ['Quelle est la capitale de l’Australie ?', 'fr', 'unknown'],
    ['Tell me a joke', 'en', 'unknown'],
    // The weather with a day is no search.
    ['quel temps fait-il demain ?', 'fr', 'unknown'],
    ['météo de samedi', 'fr', 'unknown'],
    ["what's the weather tomorrow", 'en', 'unknown'],
    ['will it rain on friday?', 'en', 'unknown'],
    ['car tomorrow 9am, what is the weather like?', 'en', 'search_vehicles'],
    // A no: the dialog reads it against the newest card, or drops the search (abandon-search.ts).
    ['laisse tomber', 'fr', 'confirm'],
    ['', 'fr', 'unknown'],
    ['🚗🚗🚗', 'fr', 'unknown'],
  ] as [string, string, IntentName][])('%s', (text, lang, intent) => {
    const r = said(text, NOW, montreal)
    expect([r.lang, r.intent]).toEqual([lang, intent])
  })
})

describe('a driver who has no account wants one', () => {
  it.each([
    ["je n'ai pas de compte", 'fr', 'signup'],
    ["J'ai pas encore de compte", 'fr', 'signup'],
    ["on n'a aucun compte", 'fr', 'signup'],
    ["nous n'avons pas de compte", 'fr', 'signup'],
    ["I don't have an account", 'en', 'signup'],
    ['I dont have an account yet', 'en', 'signup'],
    ['I do not have an account', 'en', 'signup'],
    ["my wife doesn't have an account", 'en', 'signup'],
    ['I have no account', 'en', 'signup'],
    // Near misses: having an account, or not having something else, keeps its meaning.
    ["j'ai un compte", 'fr', 'account_details'],
    ['I have an account', 'en', 'account_details'],
    ['mon compte', 'fr', 'account_details'],
    ["je n'ai pas de voiture demain", 'fr', 'search_vehicles'],
    ["I don't have a car tomorrow", 'en', 'search_vehicles'],
    ["je n'ai pas de mot de passe", 'fr', 'change_password'],
    ["I don't have a password for my account", 'en', 'change_password'],
    ['supprimer mon compte', 'fr', 'delete_account'],
  ] as [string, string, IntentName][])('%s', (text, lang, intent) => {
    const r = said(text, NOW, montreal)
    expect([r.lang, r.intent]).toEqual([lang, intent])
  })
})

describe('handing in a document is a step of the registration', () => {
  it.each([
    ['ajouter mon permis', 'fr', 'continue_registration'],
    ['Je veux ajouter mon permis de conduire', 'fr', 'continue_registration'],
    ['télécharger mon permis', 'fr', 'continue_registration'],
    ["envoyer ma pièce d'identité", 'fr', 'continue_registration'],
    ['déposer mes documents', 'fr', 'continue_registration'],
    ["upload my driver's licence", 'en', 'continue_registration'],
    ["upload my driver's license", 'en', 'continue_registration'],
    ['add my driving licence', 'en', 'continue_registration'],
    ['I want to send my passport', 'en', 'continue_registration'],
    ['upload documents', 'en', 'continue_registration'],
    // Near misses: a document alone is the account's details; adding or downloading something else keeps its meaning.
    ['mon permis', 'fr', 'account_details'],
    ['voir mon permis de conduire', 'fr', 'account_details'],
    ["my driver's license", 'en', 'account_details'],
    ["show my driver's licence", 'en', 'account_details'],
    ['ajouter une carte bancaire', 'fr', 'payment_methods'],
    ['add a credit card', 'en', 'payment_methods'],
    ['télécharger mes données', 'fr', 'request_personal_data'],
    ['download my data', 'en', 'request_personal_data'],
    ['louer une voiture sans permis demain', 'fr', 'search_vehicles'],
    ['finir mon inscription', 'fr', 'continue_registration'],
    // A rental label belongs to a search: "location pro demain" books, it does not show a booking.
    ['location pro demain', 'fr', 'search_vehicles'],
    ['location privée demain 9h', 'fr', 'search_vehicles'],
    ['réservation perso demain 10h', 'fr', 'search_vehicles'],
    ['booking for work tomorrow 9am', 'en', 'search_vehicles'],
    // Near misses: the booking of a day, mine, or cancelled, keeps its intent.
    ['ma location de demain', 'fr', 'show_booking'],
    ['ma location pro de demain', 'fr', 'show_booking'],
    ['my booking for tomorrow', 'en', 'show_booking'],
    ['my work booking for tomorrow', 'en', 'show_booking'],
    ['annule ma location pro de demain', 'fr', 'cancel_booking'],
  ] as [string, string, IntentName][])('%s', (text, lang, intent) => {
    const r = said(text, NOW, montreal)
    expect([r.lang, r.intent]).toEqual([lang, intent])
  })
})

describe('asking where the booked car is', () => {
  it.each([
    ['où est ma voiture', 'fr', { which: 'current' }],
    ['où est garée ma voiture ?', 'fr', { which: 'current' }],
    ['Où se trouve la voiture ?', 'fr', { which: 'current' }],
    ['where is my car', 'en', { which: 'current' }],
    ["where's the car I booked", 'en', { which: 'current' }],
    ['where did I park the car?', 'en', { which: 'current' }],
    // A booking named by a word or a day is that one's car.
    ['où est ma voiture de vendredi', 'fr', { date: '2026-11-27' }],
    ['where is my next car', 'en', { which: 'next' }],
    // The car said first, the question after it ("ma voiture, elle est où ?"), or the pronoun first.
    ['ma voiture, elle est où ?', 'fr', { which: 'current' }],
    ['ma voiture elle est où', 'fr', { which: 'current' }],
    ["la voiture que j'ai réservée, elle est où ?", 'fr', { which: 'current' }],
    ['ma voiture est où ?', 'fr', { which: 'current' }],
    ['elle est où ma voiture ?', 'fr', { which: 'current' }],
    ['ma voiture de vendredi, elle est garée où ?', 'fr', { date: '2026-11-27' }],
    ['my car, where is it?', 'en', { which: 'current' }],
  ] as [string, string, Record<string, unknown>][])('%s', (text, lang, slots) => {
    const r = said(text, NOW, montreal)
    expect([r.lang, r.intent, r.slots]).toEqual([lang, 'show_booking', slots])
  })

  it.each([
    // Asking for a car, naming what it should be, or a French "ou" (or) after the car stay searches.
    ['une voiture à la gare centrale', 'fr'],
    ['je cherche une voiture demain', 'fr'],
    ['où est-ce que je peux trouver une voiture ?', 'fr'],
    ['où est la voiture la plus proche de la gare centrale', 'fr'],
    ['une voiture ou est-ce possible demain', 'fr'],
    ['une voiture où ?', 'fr'],
    ['voiture à la gare', 'fr'],
    ['une voiture, elle est où la plus proche de la gare centrale ?', 'fr'],
    ['je veux une voiture, elle est où ?', 'fr'],
    ['where can I find a car?', 'en'],
    ['where is there a car I can rent tomorrow', 'en'],
    ['where is a car with GPS', 'en'],
    ['where is it possible to find a car?', 'en'],
  ])('%s stays a search', (text, lang) => {
    const r = said(text, NOW, montreal)
    expect([r.lang, r.intent]).toEqual([lang, 'search_vehicles'])
  })
})

describe('slots of the other intents', () => {
  it.each([
    ['Quelles sont mes réservations en cours ?', { scope: 'in_progress' }],
    ['mes réservations à venir', { scope: 'upcoming' }],
    ['my past rentals', { scope: 'history' }],
    ['Affiche mes covoiturages', { scope: 'carpoolings' }],
    ['ma dernière réservation', { which: 'last' }],
    ['my next booking', { which: 'next' }],
    ['ma réservation du 3 décembre', { date: '2026-12-03' }],
    ['annule la résa de vendredi', { date: '2026-11-27' }],
    ['cancel my Friday booking', { date: '2026-11-27' }],
    ['Move my Friday booking to Saturday at 10am', { date: '2026-11-27', startDate: '2026-11-28T10:00:00-05:00' }],
    // "à"/"to" after the booking introduces its new time, not the day it is on.
    ['décale ma réservation à lundi 10h', { startDate: '2026-11-30T10:00:00-05:00' }],
    ['décale ma réservation de vendredi à lundi en huit 10h', { date: '2026-11-27', startDate: '2026-12-07T10:00:00-05:00' }],
    ['move my booking to a week from Monday', { startDate: '2026-12-07T09:00:00-05:00' }],
    // "au 28" is the new day (09:00 unless a time is said); "de"/"du" before a day still name the booking's.
    ['décale ma réservation au 28', { startDate: '2026-11-28T09:00:00-05:00' }],
    ['décale ma réservation au 28 à 9h', { startDate: '2026-11-28T09:00:00-05:00' }],
    ['décale ma réservation au 28 (à 15h)', { startDate: '2026-11-28T15:00:00-05:00' }],
    ['reporte ma résa au 2', { startDate: '2026-12-02T09:00:00-05:00' }],
    ['décale ma réservation de vendredi au 28', { date: '2026-11-27', startDate: '2026-11-28T09:00:00-05:00' }],
    ['ma réservation du 27, décale-la au 28 à 10h', { date: '2026-11-27', startDate: '2026-11-28T10:00:00-05:00' }],
    ['move my booking to the 28th', { startDate: '2026-11-28T09:00:00-05:00' }],
    ['move my Friday booking to the 28th at 3pm', { date: '2026-11-27', startDate: '2026-11-28T15:00:00-05:00' }],
    // Near misses: "du 27 au 28" is the booking's day and its new one; "au" after a clock time links hours.
    ['décale ma réservation du 27 au 28', { date: '2026-11-27', startDate: '2026-11-28T09:00:00-05:00' }],
    ['reporte ma réservation au 28 décembre', { startDate: '2026-12-28T09:00:00-05:00' }],
    ['décale ma réservation de 9h au 5', { startDate: '2026-11-26T09:00:00-05:00' }],
    ['cancel my booking of friday next week', { date: '2026-12-04' }],
    ['Extend my current booking until tomorrow noon', { which: 'current', endDate: '2026-11-26T12:00:00-05:00' }],
    ['Active la géolocalisation', { enabled: true }],
    ['coupe le suivi de position', { enabled: false }],
    ['géolocalisation', {}],
    ['nouvelle carte bancaire', { action: 'add' }],
    ['show my payment methods', { action: 'list' }],
    ['Moyens de paiement', {}],
    ['où est la FAQ', { topic: 'faq' }],
    ['terms and conditions', { topic: 'terms' }],
    ['politique de confidentialité', { topic: 'privacy' }],
    ['call customer service', { topic: 'contact' }],
    ['Parle-moi en français', { lang: 'fr' }],
    ['Please reply in English', { lang: 'en' }],
  ] as [string, Record<string, unknown>][])('%s', (text, slots) => {
    expect(said(text, NOW, montreal).slots).toEqual(slots)
  })
})

describe('a document is never the account', () => {
  it.each([
    // Removing or replacing a document is done in the registration's document steps; no intent deletes one.
    ['supprimer mon permis', 'fr', 'continue_registration'],
    ["effacer ma pièce d'identité", 'fr', 'continue_registration'],
    ["delete my driver's license", 'en', 'continue_registration'],
    // Near misses: the account itself, its data, handing a document in, a document alone.
    ['supprimer mon compte', 'fr', 'delete_account'],
    ['supprimer mon compte et mon permis', 'fr', 'delete_account'],
    ['supprimer mes données', 'fr', 'delete_account'],
    ['close my account', 'en', 'delete_account'],
    ['ajouter mon permis', 'fr', 'continue_registration'],
    ["upload my driver's licence", 'en', 'continue_registration'],
    ['mon permis', 'fr', 'account_details'],
    ["my driver's license", 'en', 'account_details'],
    ['mes documents', 'fr', 'account_details'],
    ['my documents', 'en', 'account_details'],
  ] as const)('%s (%s) is %s', (text, lang, intent) => {
    const r = said(text, NOW, montreal)
    expect(r.lang).toBe(lang)
    expect(r.intent).toBe(intent as IntentName)
  })
})

describe('getting into the account is logging in, not a copy of its data', () => {
  it.each([
    ["je n'ai pas accès à mon compte", 'fr', 'login'],
    ['je ne peux pas accéder à mon compte', 'fr', 'login'],
    ["I don't have access to my account", 'en', 'login'],
    ["I can't access my account", 'en', 'login'],
    ["I'm locked out", 'en', 'login'],
    // Near misses: access to one's data is still the data request; the account alone its details.
    ['je veux accéder à mes données personnelles', 'fr', 'request_personal_data'],
    ['accès à mes données', 'fr', 'request_personal_data'],
    ['I want a copy of my data', 'en', 'request_personal_data'],
    ['mon compte', 'fr', 'account_details'],
    ['my account', 'en', 'account_details'],
  ] as const)('%s (%s) is %s', (text, lang, intent) => {
    const r = said(text, NOW, montreal)
    expect(r.lang).toBe(lang)
    expect(r.intent).toBe(intent as IntentName)
  })
})

describe('adding a card', () => {
  it.each([
    ['ajoute une carte', 'fr', 'payment_methods', 'add'],
    ['ajouter une autre carte', 'fr', 'payment_methods', 'add'],
    ['add a card', 'en', 'payment_methods', 'add'],
    ['add another card', 'en', 'payment_methods', 'add'],
    // Near misses: a card of another kind, a map, the list of cards.
    ["ajoute une carte d'identité", 'fr', 'continue_registration', null],
    ['une carte des stations', 'fr', 'unknown', null],
    ['mes cartes', 'fr', 'payment_methods', 'list'],
  ] as const)('%s (%s) is %s', (text, lang, intent, action) => {
    const r = said(text, NOW, montreal)
    expect(r.lang).toBe(lang)
    expect(r.intent).toBe(intent as IntentName)
    if (action) expect(r.slots).toMatchObject({ action })
  })
})

describe('deleting a booking is cancelling it', () => {
  it.each([
    ['supprime ma réservation du 27 novembre', 'fr', 'cancel_booking', { date: '2026-11-27' }],
    ['supprimer ma prochaine réservation', 'fr', 'cancel_booking', { which: 'next' }],
    ['delete my booking of friday', 'en', 'cancel_booking', { date: '2026-11-27' }],
    // Near misses: the booking alone is shown; the account is deleted; plural bookings stay a list.
    ['ma réservation du 27 novembre', 'fr', 'show_booking', { date: '2026-11-27' }],
    ['supprimer mon compte', 'fr', 'delete_account', {}],
    ['supprimer mes réservations passées', 'fr', 'list_bookings', { scope: 'history' }],
  ] as const)('%s (%s) is %s', (text, lang, intent, slots) => {
    const r = said(text, NOW, montreal)
    expect(r.lang).toBe(lang)
    expect(r.intent).toBe(intent as IntentName)
    expect(r.slots).toMatchObject(slots)
  })
})

describe('accepting or refusing geotracking says on or off', () => {
  it.each([
    ['je refuse la géolocalisation', 'fr', false],
    ["j'accepte la géolocalisation", 'fr', true],
    ["je n'accepte pas la géolocalisation", 'fr', false],
    ['I refuse location tracking', 'en', false],
    ['I accept location tracking', 'en', true],
    ["I don't accept location tracking", 'en', false],
    // Near misses: nothing said on or off; accepting the terms is not geotracking.
    ['la géolocalisation', 'fr', null],
    ['location tracking', 'en', null],
  ] as const)('%s (%s) is %s', (text, lang, enabled) => {
    const r = said(text, NOW, montreal, null)
    expect(r.lang).toBe(lang)
    expect(r.intent).toBe('set_geotracking')
    expect(r.slots.enabled ?? null).toBe(enabled)
  })

  it('accepting the terms stays the terms', () => {
    expect(said('accepter les conditions', NOW, montreal).intent).toBe('help')
    expect(said('I agree to the terms', NOW, montreal).intent).toBe('help')
  })
})

describe("the app's language", () => {
  it.each([
    ["mets l'application en anglais", 'fr', 'set_language', 'en'],
    ['mettez le site en français', 'fr', 'set_language', 'fr'],
    ['put the app in French', 'en', 'set_language', 'fr'],
    ['set the app to English', 'en', 'set_language', 'en'],
    ['mets la langue en anglais', 'fr', 'set_language', 'en'],
    // Near misses: a longer sentence that mentions a language is not about the app's; "mets" alone is not a language.
    ['je veux une voiture avec un GPS en anglais demain', 'fr', 'search_vehicles', null],
    ['mets la géolocalisation', 'fr', 'set_geotracking', null],
  ] as const)('%s (%s) is %s', (text, lang, intent, to) => {
    const r = said(text, NOW, montreal)
    expect(r.lang).toBe(lang)
    expect(r.intent).toBe(intent as IntentName)
    if (to) expect(r.slots).toMatchObject({ lang: to })
  })
})

describe("a booking's end, or giving the car back, takes a lone new time as the end", () => {
  it.each([
    ['repousse la fin de ma location à 18h', 'fr', 'modify_booking', null, '2026-11-25T18:00:00-05:00'],
    ['avance la fin de ma réservation à 16h', 'fr', 'modify_booking', null, '2026-11-25T16:00:00-05:00'],
    ['je voudrais rendre la voiture plus tard, vers 18h', 'fr', 'modify_booking', null, '2026-11-25T18:00:00-05:00'],
    ['push the end of my booking to 6pm', 'en', 'modify_booking', null, '2026-11-25T18:00:00-05:00'],
    ["I'd like to return the car later, around 6pm", 'en', 'modify_booking', null, '2026-11-25T18:00:00-05:00'],
    // Near misses: without the end, the time is the new start; a car wanted later is a search.
    ['repousse ma location à 18h', 'fr', 'modify_booking', '2026-11-25T18:00:00-05:00', null],
    ['je voudrais une voiture plus tard, vers 18h', 'fr', 'search_vehicles', '2026-11-25T18:00:00-05:00', null],
    ['une voiture pour la fin de semaine', 'fr', 'search_vehicles', '2026-11-28T09:00:00-05:00', '2026-11-29T18:00:00-05:00'],
  ] as const)('%s (%s) is %s', (text, lang, intent, start, end) => {
    const r = said(text, NOW, montreal)
    expect(r.lang).toBe(lang)
    expect(r.intent).toBe(intent as IntentName)
    expect(r.slots.startDate ?? null).toBe(start)
    expect(r.slots.endDate ?? null).toBe(end)
  })
})

describe('adding time to a booking extends it', () => {
  it.each([
    ['ajouter du temps à ma réservation', 'fr', 'modify_booking', null],
    ["ajoute du temps à ma réservation jusqu'à 20h", 'fr', 'modify_booking', '2026-11-25T20:00:00-05:00'],
    ["j'ai besoin de plus de temps pour ma location", 'fr', 'modify_booking', null],
    ['add more time to my booking', 'en', 'modify_booking', null],
    ['more time on my rental until 8pm', 'en', 'modify_booking', '2026-11-25T20:00:00-05:00'],
    // Near misses: adding a card; the booking alone.
    ['ajouter une carte bancaire', 'fr', 'payment_methods', null],
    ['ma réservation', 'fr', 'show_booking', null],
  ] as const)('%s (%s) is %s', (text, lang, intent, end) => {
    const r = said(text, NOW, montreal)
    expect(r.lang).toBe(lang)
    expect(r.intent).toBe(intent as IntentName)
    expect(r.slots.endDate ?? null).toBe(end)
  })
})

describe('a booking named by its day with another time "rather" is a modification', () => {
  it.each([
    ['ma réservation de vendredi, plutôt à 15h', 'fr', 'modify_booking'],
    ['my friday booking, at 3pm instead', 'en', 'modify_booking'],
    // Near misses: another booking rather than this one is still shown; a search said "rather" is a search.
    ['plutôt ma réservation de vendredi', 'fr', 'show_booking'],
    ['ma réservation de vendredi', 'fr', 'show_booking'],
    ['une voiture vendredi plutôt à 15h', 'fr', 'search_vehicles'],
  ] as const)('%s (%s) is %s', (text, lang, intent) => {
    const r = said(text, NOW, montreal)
    expect(r.lang).toBe(lang)
    expect(r.intent).toBe(intent as IntentName)
  })

  it('the booking is the one of the day said; the time, without a day, is for the chat to apply to it', () => {
    expect(said('ma réservation de vendredi, plutôt à 15h', NOW, montreal).slots).toMatchObject({ date: '2026-11-27', startDate: '2026-11-25T15:00:00-05:00' })
  })
})
