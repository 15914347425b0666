import { describe, expect, it } from 'vitest'
import { montreal, paris, said } from '../tests-support/catalogs'
import type { Catalog } from '../types'

// The long tail of date expressions (the kinds chrono-node's own French and English tests use),
// read by our matchers or, where they miss, by the chrono fallback, then by the contract's rules.
type Row = [text: string, start: string | null, end: string | null]

function table(catalog: Catalog, now: string, rows: Row[]) {
  it.each(rows)('%s', (text, start, end) => {
    const r = said(text, now, catalog).full.slots as Record<string, unknown>
    expect([r.startDate ?? null, r.endDate ?? null]).toEqual([start, end])
  })
}

// Wednesday 25 November 2026, 14:03 in Montreal.
describe('Montreal, a Wednesday afternoon: the long tail', () => {
  table(montreal, '2026-11-25T14:03:00-05:00', [
    // Named and numeric dates
    ['car Friday, December 4', '2026-12-04T09:00:00-05:00', null],
    ['car Sept 17 at 5pm', '2027-09-17T17:00:00-04:00', null],
    ['voiture le 17/09', '2027-09-17T09:00:00-04:00', null],
    ['car on the 3rd', '2026-12-03T09:00:00-05:00', null],
    ['voiture le 1er décembre à 14h30', '2026-12-01T14:30:00-05:00', null],
    ['voiture jeudi 3 décembre', '2026-12-03T09:00:00-05:00', null],
    ['car Dec 24th 2026', '2026-12-24T09:00:00-05:00', null],
    ['car on the 24th of December at 10', '2026-12-24T10:00:00-05:00', null],
    ['voiture le 24.12.2026', '2026-12-24T09:00:00-05:00', null],
    ['car 24 Dec 2026 at 9', '2026-12-24T09:00:00-05:00', null],
    ['voiture vendredi 17 septembre 2027', '2027-09-17T09:00:00-04:00', null],
    ['car the 1st of January', '2027-01-01T09:00:00-05:00', null],
    ['voiture le premier janvier', '2027-01-01T09:00:00-05:00', null],
    ['voiture le dimanche 29 novembre à 15h', '2026-11-29T15:00:00-05:00', null],
    ['car on Friday the 4th at 10', '2026-12-04T10:00:00-05:00', null],
    ['car at 17:00 on the 2nd', '2026-12-02T17:00:00-05:00', null],
    ['voiture le lundi 7 décembre', '2026-12-07T09:00:00-05:00', null],
    ['car the 28th at noon', '2026-11-28T12:00:00-05:00', null],
    ['voiture mercredi 2 décembre 2026 à 10h', '2026-12-02T10:00:00-05:00', null],
    // Month/day the day/month reading cannot be: chrono's English reading
    ['car on 12/24', '2026-12-24T09:00:00-05:00', null],
    ['car on 12/24 at 3pm', '2026-12-24T15:00:00-05:00', null],
    // Weekdays, abbreviated and shifted
    ['car sat 9am', '2026-11-28T09:00:00-05:00', null],
    ['voiture sam 10h', '2026-11-28T10:00:00-05:00', null],
    ['car Tues at 4pm', '2026-12-01T16:00:00-05:00', null],
    ['car next Tuesday at 8:15', '2026-12-01T08:15:00-05:00', null],
    ['voiture jeudi prochain à 18 h 45', '2026-11-26T18:45:00-05:00', null],
    ['voiture samedi matin', '2026-11-28T09:00:00-05:00', null],
    ['car a week from Monday', '2026-12-07T09:00:00-05:00', null],
    ['car a week from tomorrow at 10', '2026-12-03T10:00:00-05:00', null],
    ['car 3 days after friday', '2026-11-30T09:00:00-05:00', null],
    ['voiture lundi en huit', '2026-12-07T09:00:00-05:00', null],
    ['voiture lundi en huit à 10h', '2026-12-07T10:00:00-05:00', null],
    ['voiture lundi en quinze', '2026-12-14T09:00:00-05:00', null],
    ['voiture demain en huit', '2026-12-03T09:00:00-05:00', null],
    // Weeks and months
    ['car next week', '2026-11-30T09:00:00-05:00', null],
    ['car friday next week', '2026-12-04T09:00:00-05:00', null],
    ['car next week friday', '2026-12-04T09:00:00-05:00', null],
    ['car on sunday next week', '2026-12-06T09:00:00-05:00', null],
    ['voiture vendredi de la semaine prochaine', '2026-12-04T09:00:00-05:00', null],
    ['voiture la semaine prochaine, mardi à 10h', '2026-12-01T10:00:00-05:00', null],
    ['voiture lundi prochain à 15h', '2026-11-30T15:00:00-05:00', null],
    ['voiture le 3 janvier prochain', '2027-01-03T09:00:00-05:00', null],
    ['voiture dans 2 heures et demie', '2026-11-25T16:45:00-05:00', null],
    ['voiture à partir de demain 10h', '2026-11-26T10:00:00-05:00', null],
    ['voiture entre midi et 14h', '2026-11-26T12:00:00-05:00', '2026-11-26T14:00:00-05:00'],
    ['car sunday morning till monday night', '2026-11-29T09:00:00-05:00', '2026-11-30T18:00:00-05:00'],
    ['voiture le 31 décembre au soir', '2026-12-31T18:00:00-05:00', null],
    ['car at 12:30am', '2026-11-26T00:30:00-05:00', null],
    ['car next month', '2026-12-01T09:00:00-05:00', null],
    ['voiture le mois prochain', '2026-12-01T09:00:00-05:00', null],
    ['car next month for a week', '2026-12-01T09:00:00-05:00', '2026-12-08T09:00:00-05:00'],
    // Counted from now: now plus that, rounded up, now's time kept
    ['car in 3 days', '2026-11-28T14:15:00-05:00', null],
    ['car 3 days from now', '2026-11-28T14:15:00-05:00', null],
    ['car two weeks from today', '2026-12-09T14:15:00-05:00', null],
    ['voiture dans une semaine', '2026-12-02T14:15:00-05:00', null],
    ['voiture dans 2 semaines', '2026-12-09T14:15:00-05:00', null],
    ['car in a fortnight', '2026-12-09T14:15:00-05:00', null],
    ['car in 2 months', '2027-01-25T14:15:00-05:00', null],
    ['voiture dans 2 jours à 8h', '2026-11-27T08:00:00-05:00', null],
    ['voiture dans une semaine pour 3 jours', '2026-12-02T14:15:00-05:00', '2026-12-05T14:15:00-05:00'],
    ["voiture dans 3 jours jusqu'à dans 5 jours", '2026-11-28T14:15:00-05:00', '2026-11-30T14:15:00-05:00'],
    // Times of day
    ['car at midday', '2026-11-26T12:00:00-05:00', null],
    ['car noon tomorrow', '2026-11-26T12:00:00-05:00', null],
    ['car this afternoon', '2026-11-25T14:15:00-05:00', null],
    ['car tomorrow at half past nine', '2026-11-26T09:30:00-05:00', null],
    ['car at ten thirty', '2026-11-26T10:30:00-05:00', null],
    ['voiture à dix trente', '2026-11-26T10:30:00-05:00', null],
    ['car at ten fifteen pm', '2026-11-25T22:15:00-05:00', null],
    // Minutes before or past the hour, then rounded up to the quarter hour (5:50 gives 6:00).
    ['car at ten to six', '2026-11-26T06:00:00-05:00', null],
    ['car at ten to six pm', '2026-11-25T18:00:00-05:00', null],
    ['car twenty past ten', '2026-11-26T10:30:00-05:00', null],
    ['car at 20 past 10 tomorrow', '2026-11-26T10:30:00-05:00', null],
    ['car at five to 9 am', '2026-11-26T09:00:00-05:00', null],
    ['car from ten to six', '2026-11-26T10:00:00-05:00', '2026-11-26T18:00:00-05:00'],
    ['car at quarter to 5pm', '2026-11-25T16:45:00-05:00', null],
    ['car at 5 in the evening', '2026-11-25T17:00:00-05:00', null],
    ['car at 3 in the afternoon', '2026-11-25T15:00:00-05:00', null],
    ['voiture demain à 9h du matin', '2026-11-26T09:00:00-05:00', null],
    ["voiture demain à 3h de l'après-midi", '2026-11-26T15:00:00-05:00', null],
    ['voiture à 20 h 30', '2026-11-25T20:30:00-05:00', null],
    ['voiture demain à 8 heures', '2026-11-26T08:00:00-05:00', null],
    ['voiture à dix heures', '2026-11-26T10:00:00-05:00', null],
    ['voiture demain à 15 heures trente', '2026-11-26T15:30:00-05:00', null],
    ['voiture vers 15h30 demain', '2026-11-26T15:30:00-05:00', null],
    ['car tomorrow at 5:30pm', '2026-11-26T17:30:00-05:00', null],
    ['car at 7.30pm', '2026-11-25T19:30:00-05:00', null],
    ['voiture à midi et demi', '2026-11-26T12:30:00-05:00', null],
    ['voiture à midi moins le quart', '2026-11-26T11:45:00-05:00', null],
    ['voiture demain 10h pour 48h', '2026-11-26T10:00:00-05:00', '2026-11-28T10:00:00-05:00'],
    ['voiture demain 18h pour 2 nuits', '2026-11-26T18:00:00-05:00', '2026-11-28T18:00:00-05:00'],
    ['car friday 6pm for one night', '2026-11-27T18:00:00-05:00', '2026-11-28T18:00:00-05:00'],
    ['voiture pour 21h', '2026-11-25T21:00:00-05:00', null],
    ['voiture à partir de lundi pour 3 jours', '2026-11-30T09:00:00-05:00', '2026-12-03T09:00:00-05:00'],
    ['car for 1 week starting monday', '2026-11-30T09:00:00-05:00', '2026-12-07T09:00:00-05:00'],
    ["voiture jusqu'à vendredi midi", null, '2026-11-27T12:00:00-05:00'],
    ["voiture demain jusqu'au 5", '2026-11-26T09:00:00-05:00', '2026-12-05T18:00:00-05:00'],
    ['voiture à 14h moins le quart', '2026-11-26T13:45:00-05:00', null],
    ['car tomorrow afternoon at 3', '2026-11-26T15:00:00-05:00', null],
    ['voiture après-demain matin', '2026-11-27T09:00:00-05:00', null],
    ['voiture demain aprem', '2026-11-26T14:00:00-05:00', null],
    ['car tonight at 11', '2026-11-25T23:00:00-05:00', null],
    ['car tomorrow night', '2026-11-26T18:00:00-05:00', null],
    ['car monday night', '2026-11-30T18:00:00-05:00', null],
    ['car at 10 at night', '2026-11-25T22:00:00-05:00', null],
    ['car at 8 p.m. tomorrow', '2026-11-26T20:00:00-05:00', null],
    ['voiture à 08:00', '2026-11-26T08:00:00-05:00', null],
    ['car at 9.30 tomorrow', '2026-11-26T09:30:00-05:00', null],
    ['car at 0800', '2026-11-26T08:00:00-05:00', null],
    ['voiture à 1530', '2026-11-25T15:30:00-05:00', null],
    ['voiture à 0830 demain', '2026-11-26T08:30:00-05:00', null],
    ['car at 1234 Main Street', null, null],
    ['voiture à 9.45', '2026-11-26T09:45:00-05:00', null],
    ['voiture le surlendemain', '2026-11-27T09:00:00-05:00', null],
    ['car tmrw @ 9', '2026-11-26T09:00:00-05:00', null],
    ['car 2moro 9am', '2026-11-26T09:00:00-05:00', null],
    ['car thurs 5pm', '2026-11-26T17:00:00-05:00', null],
    ['car fri 6pm-sun 8pm', '2026-11-27T18:00:00-05:00', '2026-11-29T20:00:00-05:00'],
    ['voiture de ven 18h à dim 20h', '2026-11-27T18:00:00-05:00', '2026-11-29T20:00:00-05:00'],
    ['car 5th Dec', '2026-12-05T09:00:00-05:00', null],
    ['car December the 5th', '2026-12-05T09:00:00-05:00', null],
    ['voiture le cinq décembre', '2026-12-05T09:00:00-05:00', null],
    ['car on the fifth', '2026-12-05T09:00:00-05:00', null],
    ['car 11/30 at 10am', '2026-11-30T10:00:00-05:00', null],
    ['car 2026-12-05T10:00', '2026-12-05T10:00:00-05:00', null],
    ['car on 2026/12/24', '2026-12-24T09:00:00-05:00', null],
    ['voiture le 2026/12/24 à 10h', '2026-12-24T10:00:00-05:00', null],
    ['voiture 12/24', '2026-12-24T09:00:00-05:00', null],
    // Ranges
    ['car tomorrow noon to 5', '2026-11-26T12:00:00-05:00', '2026-11-26T17:00:00-05:00'],
    ['car from monday until a week from monday', '2026-11-30T09:00:00-05:00', '2026-12-07T18:00:00-05:00'],
    ['car from Dec 24 to Dec 26', '2026-12-24T09:00:00-05:00', '2026-12-26T18:00:00-05:00'],
    ['voiture du 24 au 26 décembre', '2026-12-24T09:00:00-05:00', '2026-12-26T18:00:00-05:00'],
  ])
})

describe('Montreal, the long tail across daylight saving time', () => {
  // Friday 6 March 2026; clocks go forward on Sunday 8 March.
  table(montreal, '2026-03-06T16:20:00-05:00', [
    ['voiture dans 2 jours', '2026-03-08T16:30:00-04:00', null],
    ['car in 3 days', '2026-03-09T16:30:00-04:00', null],
    ['car a week from Sunday', '2026-03-15T09:00:00-04:00', null],
    ['car March 8th at 2:30am', '2026-03-08T03:30:00-04:00', null],
    ['voiture le 8 mars à 10h', '2026-03-08T10:00:00-04:00', null],
    ['voiture le mois prochain', '2026-04-01T09:00:00-04:00', null],
  ])
  // Friday 30 October 2026; clocks go back on Sunday 1 November.
  table(montreal, '2026-10-30T10:20:00-04:00', [
    ['car in 3 days', '2026-11-02T10:30:00-05:00', null],
    ['voiture dans une semaine', '2026-11-06T10:30:00-05:00', null],
    ['car next month', '2026-11-01T09:00:00-05:00', null],
    ['voiture le 1er novembre à 1h30', '2026-11-01T01:30:00-04:00', null],
    ['car Nov 1 at noon', '2026-11-01T12:00:00-05:00', null],
  ])
})

describe('Paris, the long tail across daylight saving time', () => {
  // Friday 27 March 2026; summer time starts on Sunday 29 March.
  table(paris, '2026-03-27T10:20:00+01:00', [
    ['voiture dans 3 jours', '2026-03-30T10:30:00+02:00', null],
    ['voiture dans 2 jours', '2026-03-29T10:30:00+02:00', null],
    ['car in a week', '2026-04-03T10:30:00+02:00', null],
    ['voiture dans 2 semaines', '2026-04-10T10:30:00+02:00', null],
    ['voiture lundi en huit', '2026-04-06T09:00:00+02:00', null],
    ['voiture samedi en huit', '2026-04-04T09:00:00+02:00', null],
    ['car a week from Saturday', '2026-04-04T09:00:00+02:00', null],
    ['voiture le mois prochain', '2026-04-01T09:00:00+02:00', null],
    ['car on 3/29 at 2:30am', '2026-03-29T03:30:00+02:00', null],
    ['voiture dimanche 29 mars à 14h', '2026-03-29T14:00:00+02:00', null],
    ['car Sunday, March 29 at noon', '2026-03-29T12:00:00+02:00', null],
    ['voiture le 28/03 à 23h pour 5 heures', '2026-03-28T23:00:00+01:00', '2026-03-29T05:00:00+02:00'],
    ['car tomorrow at midnight', '2026-03-29T00:00:00+01:00', null],
  ])
  // Friday 23 October 2026; summer time ends on Sunday 25 October.
  table(paris, '2026-10-23T10:00:00+02:00', [
    ['voiture dans 3 jours', '2026-10-26T10:00:00+01:00', null],
    ['car in 2 days', '2026-10-25T10:00:00+01:00', null],
    ['voiture le mois prochain', '2026-11-01T09:00:00+01:00', null],
    ['car next month', '2026-11-01T09:00:00+01:00', null],
    ['car Oct 25 at 3pm', '2026-10-25T15:00:00+01:00', null],
    ['voiture dimanche 25 octobre à 2h30', '2026-10-25T02:30:00+02:00', null],
  ])
})

// A tenant of the southern hemisphere: daylight saving time starts on Sunday 4 October 2026 at 02:00.
const sydney: Catalog = {
  timezone: 'Australia/Sydney',
  country: 'AU',
  distanceUnit: 'km',
  searchEngine: 'station',
  oneWay: false,
  stations: [{ id: 's-circular', name: 'Circular Quay' }],
  categories: [],
  rentalLabels: [],
}

describe('Sydney, the long tail across daylight saving time', () => {
  table(sydney, '2026-10-02T15:10:00+10:00', [
    ['car in 3 days', '2026-10-05T15:15:00+11:00', null],
    ['voiture dans 2 jours', '2026-10-04T15:15:00+11:00', null],
    ['car on 10/4 at 3pm', '2027-04-10T15:00:00+10:00', null],
    ['car on 12/24', '2026-12-24T09:00:00+11:00', null],
    ['car sunday 2:30am', '2026-10-04T03:30:00+11:00', null],
    ['car tomorrow 9am for 2 days', '2026-10-03T09:00:00+10:00', '2026-10-05T09:00:00+11:00'],
    ['car sunday at 10am for 3 hours', '2026-10-04T10:00:00+11:00', '2026-10-04T13:00:00+11:00'],
    ['car next month', '2026-11-01T09:00:00+11:00', null],
    ['car a week from Monday', '2026-10-12T09:00:00+11:00', null],
    ['car wensday 9am', '2026-10-07T09:00:00+11:00', null],
  ])
})

// What the English long tail's readings must leave alone: counts, prices, ranges of hours.
describe('Montreal, around the loose English readings', () => {
  table(montreal, '2026-11-25T14:03:00-05:00', [
    ['car tomorrow 10 to 12', '2026-11-26T10:00:00-05:00', '2026-11-26T12:00:00-05:00'],
    ['car tomorrow from ten to twelve', '2026-11-26T10:00:00-05:00', '2026-11-26T12:00:00-05:00'],
    ['car thursday 9', '2026-12-09T09:00:00-05:00', null],
    ['car tomorrow 9am for a few hours', '2026-11-26T09:00:00-05:00', '2026-11-26T12:00:00-05:00'],
    ['car tomorrow at 150 $', '2026-11-26T09:00:00-05:00', null],
    ['car tomorrow evening for 2', '2026-11-26T18:00:00-05:00', null],
    ['car 8 tonight', '2026-11-25T20:00:00-05:00', null],
    ['car at 10ish tomorrow', '2026-11-26T10:00:00-05:00', null],
  ])
})
