import { describe, expect, it } from 'vitest'
import { london, montreal, paris, said } from '../tests-support/catalogs'
import type { Catalog } from '../types'

const NOW = '2026-11-25T14:03:00-05:00'

function stations(catalog: Catalog, rows: [text: string, start: string | null, end?: string | null][]) {
  it.each(rows)('%s', (text, start, end = null) => {
    const slots = said(text, NOW, catalog).full.slots as Record<string, unknown>
    expect([slots.startStation ?? null, slots.endStation ?? null]).toEqual([start, end])
  })
}

describe('stations of Montreal', () => {
  stations(montreal, [
    ['voiture à la Gare Centrale', 'st-gare-centrale'],
    ['voiture gare centrale', 'st-gare-centrale'],
    ['voiture GARE CENTRALE', 'st-gare-centrale'],
    ['voiture à la Centrale', 'st-gare-centrale'],
    ['voiture à la Gare Centrall', 'st-gare-centrale'],
    ['voiture à la Grae Centrale', 'st-gare-centrale'],
    ['car at Central Station', 'st-gare-centrale'],
    ['voiture à la station Vieux-Port', 'st-vieux-port'],
    ['voiture au vieux port', 'st-vieux-port'],
    ['voiture au Vieuxport', 'st-vieux-port'],
    ['car at the Old Port', 'st-vieux-port'],
    ["voiture à l'aeroport montreal-trudeau", 'st-aeroport'],
    ["voiture à l'aéroport", 'st-aeroport'],
    ['car at the airport', 'st-aeroport'],
    ['voiture à Trudeau', 'st-aeroport'],
    ['voiture au Plateau Mont-Royal', 'st-plateau'],
    ['voiture au plateau mont royal', 'st-plateau'],
    ['voiture au Plateau', 'st-plateau'],
    ['voiture à Universite McGill', 'st-mcgill'],
    ['car at McGill University', 'st-mcgill'],
    ['voiture à McGil', 'st-mcgill'],
    ['voiture au Marché Jean-Talon', 'st-jean-talon'],
    ['voiture à Jean-Talon', 'st-jean-talon'],
    ['voiture à Talon', 'st-jean-talon'],
    // A short piece of a hyphenated name is a first name: "chez Jean" is someone's home.
    ['voiture chez Jean', null],
    ['car at Jean', null],
    ['car at Jean-Talon Market', 'st-jean-talon'],
    ['voiture à Longueil Métro', 'st-longueuil'],
    ['voiture longueuil demain', 'st-longueuil'],
    ['car at Longueuil Metro', 'st-longueuil'],
    ['One-way car from Vieux-Port to Longueuil Metro', 'st-vieux-port', 'st-longueuil'],
    ['voiture de la Gare Centrale au Vieux-Port', 'st-gare-centrale', 'st-vieux-port'],
    ['voiture depuis McGill jusqu’à l’aéroport', 'st-mcgill', 'st-aeroport'],
    ['car to the airport from McGill', 'st-mcgill', 'st-aeroport'],
    // Right after a clock time, where a search says its place without "à" ("demain 7h aéroport").
    ['7h aeroport', 'st-aeroport'],
    ['demain 7h aeroport', 'st-aeroport'],
    ['demain 9h30 aéroport', 'st-aeroport'],
    ['demain 7 heures l’aéroport', 'st-aeroport'],
    ['9:30 aéroport', 'st-aeroport'],
    ['tomorrow 7am airport', 'st-aeroport'],
    // Right after a day, the same short search without its time ("demain aéroport", "tomorrow airport").
    ['voiture demain aéroport', 'st-aeroport'],
    ['tomorrow airport', 'st-aeroport'],
    ["voiture aujourd'hui aéroport", 'st-aeroport'],
    ['voiture ce soir aéroport', 'st-aeroport'],
    ['voiture demain soir Talon', 'st-jean-talon'],
    ['voiture vendredi aéroport', 'st-aeroport'],
    ['car tonight airport', 'st-aeroport'],
    ['car friday the airport', 'st-aeroport'],
    // "soir" alone is a part of the day, not a day: no place is expected after "le soir".
    ['voiture le soir aéroport', null],
    ['voiture à Montréal', null],
    ['a car with a USB port', null],
    ['car to Mont-Tremblant', null],
    ['Quelle est la capitale de l’Australie ?', null],
  ])
})

describe('stations of Paris', () => {
  stations(paris, [
    ['voiture à la Gare de Lyon', 'p-lyon'],
    ['voiture gare de lyon', 'p-lyon'],
    ['voiture à la gare du Nord', 'p-nord'],
    ['car at Gare du Nord', 'p-nord'],
    ['voiture à La Défense', 'p-defense'],
    ['voiture a la defense', 'p-defense'],
    ['voiture à la Défence', 'p-defense'],
    ['voiture à Montparnase', 'p-montparnasse'],
    ['voiture gare Montparnasse', 'p-montparnasse'],
    ['voiture place de la Bastille', 'p-bastille'],
    ['voiture à Bastille', 'p-bastille'],
    ['voiture à Orly', 'p-orly'],
    ["voiture à l'aéroport d'Orly", 'p-orly'],
    ['car at Orly airport', 'p-orly'],
    ['voiture St Lazare', 'p-saint-lazare'],
    ['voiture à Saint-Lazare', 'p-saint-lazare'],
    ['voiture de Montparnasse à la Gare du Nord', 'p-montparnasse', 'p-nord'],
    ['voiture à Lyon-Perrache', null],
  ])
})

describe('stations of London, where one-way is not offered', () => {
  stations(london, [
    ["car at King's Cross", 'l-kings-cross'],
    ['car at Kings Cross', 'l-kings-cross'],
    ['car at Victoria', 'l-victoria'],
    ['car at Heathrow', 'l-heathrow'],
    ['car at Canary Warf', 'l-canary'],
    ['car from Victoria to Heathrow', 'l-victoria', null],
  ])
})

describe('categories and rental labels', () => {
  it.each([
    [montreal, 'une berline', ['cat-berline'], null],
    [montreal, 'des berlines', ['cat-berline'], null],
    [montreal, 'EV or 4x4', ['cat-electrique', 'cat-suv'], null],
    [montreal, 'une voiture électrique', ['cat-electrique'], null],
    [montreal, 'une petite voiture pour le boulot', ['cat-citadine'], 'lbl-pro'],
    [montreal, 'a city car for work', ['cat-citadine'], 'lbl-pro'],
    [montreal, 'un utilitare perso', ['cat-utilitaire'], 'lbl-perso'],
    [montreal, 'a sedan, personal', ['cat-berline'], 'lbl-perso'],
    [paris, 'une familiale pour le travail', ['c-familiale'], 'l-pro'],
    [paris, 'a luxury car, business trip', ['c-luxe'], 'l-pro'],
    [london, 'an estate car, private', ['g-estate'], 'w-private'],
    // A word of the lexicons is no typo of a label: people, "drive", "price" name no rental label.
    [montreal, 'voiture pour une personne demain', [], null],
    [montreal, 'demain 10h 2 pers', [], null],
    [montreal, 'demain 10h, personnes âgées à bord', [], null],
    [montreal, 'I want to drive to Laval tomorrow', [], null],
    // ("what is the price for tomorrow" is a rates question now, which takes no search slots.)
    [montreal, 'a car at the lowest price for tomorrow 9am', [], null],
    [montreal, 'a car for one person', [], null],
    // Near misses: the label said, a real typo of it, or its feminine still count.
    [montreal, 'rendez-vous perso demain', [], 'lbl-perso'],
    [montreal, 'voiture personel demain', [], 'lbl-perso'],
    [montreal, 'voiture usage privée demain', [], 'lbl-perso'],
    [montreal, 'a car, private use', [], 'lbl-perso'],
  ] as [Catalog, string, string[], string | null][])('%#: %s', (catalog, text, categories, label) => {
    const slots = said(text, NOW, catalog).full.slots as Record<string, unknown>
    expect([slots.categories, slots.rentalLabel]).toEqual([categories, label])
  })
})
