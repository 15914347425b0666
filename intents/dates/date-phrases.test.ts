import { describe, expect, it } from 'vitest'
import { montreal, paris, said } from '../tests-support/catalogs'
import type { Catalog } from '../types'

type Row = [text: string, start: string | null, end: string | null]

function table(catalog: Catalog, now: string, rows: Row[]) {
  it.each(rows)('%s', (text, start, end) => {
    const r = said(text, now, catalog).full.slots as Record<string, unknown>
    expect([r.startDate ?? null, r.endDate ?? null]).toEqual([start, end])
  })
}

// Wednesday 25 November 2026, 14:03 in Montreal.
describe('Montreal, a Wednesday afternoon', () => {
  table(montreal, '2026-11-25T14:03:00-05:00', [
    ['voiture demain 9h', '2026-11-26T09:00:00-05:00', null],
    // "la première heure", "first thing": early in the day (the morning, 09:00), never 01:00.
    ['la première heure demain', '2026-11-26T09:00:00-05:00', null],
    ['voiture demain première heure', '2026-11-26T09:00:00-05:00', null],
    ['dès la première heure demain', '2026-11-26T09:00:00-05:00', null],
    ["la première heure demain jusqu'à midi", '2026-11-26T09:00:00-05:00', '2026-11-26T12:00:00-05:00'],
    ['lundi de bon matin', '2026-11-30T09:00:00-05:00', null],
    ['tomorrow first thing', '2026-11-26T09:00:00-05:00', null],
    ['car first thing tomorrow morning', '2026-11-26T09:00:00-05:00', null],
    ['voiture à 21h15', '2026-11-25T21:15:00-05:00', null],
    ['voiture à 9h', '2026-11-26T09:00:00-05:00', null],
    ['car at 9:30', '2026-11-26T09:30:00-05:00', null],
    ['car at 9 pm', '2026-11-25T21:00:00-05:00', null],
    ['car at 12pm', '2026-11-26T12:00:00-05:00', null],
    ['car at 12am', '2026-11-26T00:00:00-05:00', null],
    ['voiture à minuit', '2026-11-26T00:00:00-05:00', null],
    ['voiture demain à minuit', '2026-11-27T00:00:00-05:00', null],
    ['voiture demain midi', '2026-11-26T12:00:00-05:00', null],
    ['voiture à midi', '2026-11-26T12:00:00-05:00', null],
    ['voiture ce soir', '2026-11-25T19:00:00-05:00', null],
    ['car tonight', '2026-11-25T19:00:00-05:00', null],
    ['car this evening', '2026-11-25T19:00:00-05:00', null],
    ['voiture demain soir', '2026-11-26T18:00:00-05:00', null],
    ['car tomorrow evening', '2026-11-26T18:00:00-05:00', null],
    ['voiture demain matin', '2026-11-26T09:00:00-05:00', null],
    ['voiture demain après-midi', '2026-11-26T14:00:00-05:00', null],
    ['voiture ce matin', '2026-11-25T14:15:00-05:00', null],
    ["voiture aujourd'hui", '2026-11-25T14:15:00-05:00', null],
    ['car today at 10am', '2026-11-25T14:15:00-05:00', null],
    ['car today at 4pm', '2026-11-25T16:00:00-05:00', null],
    ['voiture ce soir à 8h', '2026-11-25T20:00:00-05:00', null],
    ['car tonight at 8', '2026-11-25T20:00:00-05:00', null],
    ['voiture à 7h du soir', '2026-11-25T19:00:00-05:00', null],
    ['car at 10 in the morning', '2026-11-26T10:00:00-05:00', null],
    ['maintenant', '2026-11-25T14:15:00-05:00', null],
    ['car right now', '2026-11-25T14:15:00-05:00', null],
    ['tt de suite', '2026-11-25T14:15:00-05:00', null],
    ['dans 2 heures', '2026-11-25T16:15:00-05:00', null],
    ['dans deux heures', '2026-11-25T16:15:00-05:00', null],
    ['dans 30 min', '2026-11-25T14:45:00-05:00', null],
    ['dans une demi-heure', '2026-11-25T14:45:00-05:00', null],
    ['in an hour and a half', '2026-11-25T15:45:00-05:00', null],
    ['in 90 minutes', '2026-11-25T15:45:00-05:00', null],
    ['dans 1h30', '2026-11-25T15:45:00-05:00', null],
    ['2 hours from now', '2026-11-25T16:15:00-05:00', null],
    ['voiture vendredi', '2026-11-27T09:00:00-05:00', null],
    ['voiture mercredi', '2026-12-02T09:00:00-05:00', null],
    ['voiture ce mercredi', '2026-12-02T09:00:00-05:00', null],
    ['voiture jeudi', '2026-11-26T09:00:00-05:00', null],
    ['car next friday', '2026-11-27T09:00:00-05:00', null],
    ['car this friday at 5pm', '2026-11-27T17:00:00-05:00', null],
    ['voiture vendredi prochain à 8h30', '2026-11-27T08:30:00-05:00', null],
    ['voiture après-demain', '2026-11-27T09:00:00-05:00', null],
    ['car the day after tomorrow at noon', '2026-11-27T12:00:00-05:00', null],
    ['voiture le 5 janvier', '2027-01-05T09:00:00-05:00', null],
    ['voiture le 3 décembre à 14h', '2026-12-03T14:00:00-05:00', null],
    ['car on December 3rd at 3pm', '2026-12-03T15:00:00-05:00', null],
    ['car Dec 3 3:30 pm', '2026-12-03T15:30:00-05:00', null],
    ['voiture le 1er décembre', '2026-12-01T09:00:00-05:00', null],
    ['voiture le 12/12 à 8h', '2026-12-12T08:00:00-05:00', null],
    ['voiture le 3/1', '2027-01-03T09:00:00-05:00', null],
    ['voiture le 25/11', '2026-11-25T14:15:00-05:00', null],
    ['car 2026-12-01 10:00', '2026-12-01T10:00:00-05:00', null],
    ['voiture le 5', '2026-12-05T09:00:00-05:00', null],
    ['voiture dans 3 jours', '2026-11-28T14:15:00-05:00', null],
    ['car in 2 days at 10am', '2026-11-27T10:00:00-05:00', null],
    ['voiture la semaine prochaine', '2026-11-30T09:00:00-05:00', null],
    ['voiture à vingt-deux heures', '2026-11-25T22:00:00-05:00', null],
    ['car at half past nine tomorrow', '2026-11-26T09:30:00-05:00', null],
    ['voiture demain à 9 heures et demie', '2026-11-26T09:30:00-05:00', null],
    ['voiture lundi 8h10', '2026-11-30T08:15:00-05:00', null],
    ['voiture pour 3h', null, null],
    ['voiture tout de suite pour 3h', '2026-11-25T14:15:00-05:00', '2026-11-25T17:15:00-05:00'],
    ['voiture maintenant pour 20 minutes', '2026-11-25T14:15:00-05:00', '2026-11-25T14:45:00-05:00'],
    ['voiture demain 10h pendant 2 jours', '2026-11-26T10:00:00-05:00', '2026-11-28T10:00:00-05:00'],
    ['voiture lundi 8h pour 2 semaines', '2026-11-30T08:00:00-05:00', '2026-12-14T08:00:00-05:00'],
    ['car monday 8am for a week', '2026-11-30T08:00:00-05:00', '2026-12-07T08:00:00-05:00'],
    ['voiture demain 9h pour une journée', '2026-11-26T09:00:00-05:00', '2026-11-27T09:00:00-05:00'],
    ['voiture demain 8h pour la journée', '2026-11-26T08:00:00-05:00', '2026-11-26T18:00:00-05:00'],
    ['car tomorrow 8am for the day', '2026-11-26T08:00:00-05:00', '2026-11-26T18:00:00-05:00'],
    ["voiture demain 9h jusqu'à 18h", '2026-11-26T09:00:00-05:00', '2026-11-26T18:00:00-05:00'],
    ['car tomorrow 9am until 6pm', '2026-11-26T09:00:00-05:00', '2026-11-26T18:00:00-05:00'],
    ["voiture demain 20h jusqu'à 2h", '2026-11-26T20:00:00-05:00', '2026-11-27T02:00:00-05:00'],
    ["voiture demain 9h jusqu'à dimanche", '2026-11-26T09:00:00-05:00', '2026-11-29T18:00:00-05:00'],
    ['car tomorrow until sunday 5pm', '2026-11-26T09:00:00-05:00', '2026-11-29T17:00:00-05:00'],
    ["voiture ce soir jusqu'à minuit", '2026-11-25T19:00:00-05:00', '2026-11-26T00:00:00-05:00'],
    ["voiture demain matin jusqu'au soir", '2026-11-26T09:00:00-05:00', '2026-11-26T18:00:00-05:00'],
    ['voiture de 9h à 12h', '2026-11-26T09:00:00-05:00', '2026-11-26T12:00:00-05:00'],
    ['voiture vendredi de 9h30 à 12h', '2026-11-27T09:30:00-05:00', '2026-11-27T12:00:00-05:00'],
    ['car from 10pm to 2am', '2026-11-25T22:00:00-05:00', '2026-11-26T02:00:00-05:00'],
    ['car friday from 9:30 to 5 pm', '2026-11-27T09:30:00-05:00', '2026-11-27T17:00:00-05:00'],
    ['car tomorrow from 9 to 5', '2026-11-26T09:00:00-05:00', '2026-11-26T17:00:00-05:00'],
    ['car tomorrow 9-5', '2026-11-26T09:00:00-05:00', '2026-11-26T17:00:00-05:00'],
    ['voiture demain 9h-17h', '2026-11-26T09:00:00-05:00', '2026-11-26T17:00:00-05:00'],
    ['voiture entre 9h et 11h demain', '2026-11-26T09:00:00-05:00', '2026-11-26T11:00:00-05:00'],
    ['voiture de 9 à 17h demain', '2026-11-26T09:00:00-05:00', '2026-11-26T17:00:00-05:00'],
    ['voiture du 3 au 5 décembre', '2026-12-03T09:00:00-05:00', '2026-12-05T18:00:00-05:00'],
    ['car from Dec 3 to Dec 5', '2026-12-03T09:00:00-05:00', '2026-12-05T18:00:00-05:00'],
    ['voiture du lundi au mercredi', '2026-11-30T09:00:00-05:00', '2026-12-02T18:00:00-05:00'],
    ['car from friday 6pm to sunday 8pm', '2026-11-27T18:00:00-05:00', '2026-11-29T20:00:00-05:00'],
    ['voiture pour le week-end', '2026-11-28T09:00:00-05:00', '2026-11-29T18:00:00-05:00'],
    ['car this weekend', '2026-11-28T09:00:00-05:00', '2026-11-29T18:00:00-05:00'],
    ['voiture le we prochain', '2026-11-28T09:00:00-05:00', '2026-11-29T18:00:00-05:00'],
    ['voiture dem 9h', '2026-11-26T09:00:00-05:00', null],
    ['car tmrw 9am', '2026-11-26T09:00:00-05:00', null],
    ['voiture ajd 17h', '2026-11-25T17:00:00-05:00', null],
    ['voiture demian 9h', '2026-11-26T09:00:00-05:00', null],
    ['car tomorow at 10am', '2026-11-26T10:00:00-05:00', null],
  ])
})

describe('Montreal: a bare hour after a part of the day, ranges of days, parts of a month', () => {
  table(montreal, '2026-11-25T14:03:00-05:00', [
    ['car tomorrow morning 10', '2026-11-26T10:00:00-05:00', null],
    ['voiture demain matin 10h', '2026-11-26T10:00:00-05:00', null],
    ['voiture demain matin à 10', '2026-11-26T10:00:00-05:00', null],
    ['car tomorrow evening 7', '2026-11-26T19:00:00-05:00', null],
    ['voiture demain soir 7h', '2026-11-26T19:00:00-05:00', null],
    ['car tonight 8', '2026-11-25T20:00:00-05:00', null],
    ['car tomorrow morning 8 until 5pm', '2026-11-26T08:00:00-05:00', '2026-11-26T17:00:00-05:00'],
    ['voiture demain matin 10 pour 5 personnes', '2026-11-26T10:00:00-05:00', null],
    ['voiture du 3 au 5', '2026-12-03T09:00:00-05:00', '2026-12-05T18:00:00-05:00'],
    ['car from the 3rd to the 5th', '2026-12-03T09:00:00-05:00', '2026-12-05T18:00:00-05:00'],
    ['car from 3 to 5 December', '2026-12-03T09:00:00-05:00', '2026-12-05T18:00:00-05:00'],
    ['voiture du 28 au 2', '2026-11-28T09:00:00-05:00', '2026-12-02T18:00:00-05:00'],
    ['voiture du 28 au 2 janvier', '2026-12-28T09:00:00-05:00', '2027-01-02T18:00:00-05:00'],
    ['voiture du 3 au 5 à 17h', '2026-12-03T09:00:00-05:00', '2026-12-05T17:00:00-05:00'],
    ["voiture le 10 janvier jusqu'au 15", '2027-01-10T09:00:00-05:00', '2027-01-15T18:00:00-05:00'],
    ['car from 3 to 5', '2026-11-26T03:00:00-05:00', '2026-11-26T05:00:00-05:00'],
    ['voiture début décembre', '2026-12-01T09:00:00-05:00', null],
    ['voiture mi-décembre', '2026-12-15T09:00:00-05:00', null],
    ['voiture fin décembre', '2026-12-24T09:00:00-05:00', null],
    ['car early December', '2026-12-01T09:00:00-05:00', null],
    ['car mid December at 10am', '2026-12-15T10:00:00-05:00', null],
    ['car end of December', '2026-12-24T09:00:00-05:00', null],
    ['voiture fin novembre', '2026-11-25T14:15:00-05:00', null],
    ['voiture début novembre', '2027-11-01T09:00:00-04:00', null],
  ])
  // On 4 December: the 3rd has passed, so "du 3 au 5" is next month's and "du 3 au 5 décembre" next year's.
  table(montreal, '2026-12-04T10:00:00-05:00', [
    ['voiture du 3 au 5', '2027-01-03T09:00:00-05:00', '2027-01-05T18:00:00-05:00'],
    ['voiture du 3 au 5 décembre', '2027-12-03T09:00:00-05:00', '2027-12-05T18:00:00-05:00'],
    ['voiture du 5 au 3', '2026-12-05T09:00:00-05:00', '2027-01-03T18:00:00-05:00'],
    ['car early December', '2026-12-04T10:00:00-05:00', null],
  ])
})

describe('Montreal, on a Saturday and after midnight', () => {
  table(montreal, '2026-11-28T09:30:00-05:00', [
    ['voiture samedi 9h', '2026-12-05T09:00:00-05:00', null],
    ['voiture pour le week-end', '2026-12-05T09:00:00-05:00', '2026-12-06T18:00:00-05:00'],
    ['car this afternoon until 6pm', '2026-11-28T14:00:00-05:00', '2026-11-28T18:00:00-05:00'],
    ['voiture dimanche', '2026-11-29T09:00:00-05:00', null],
  ])
  table(montreal, '2026-11-26T00:30:00-05:00', [
    ['voiture demain 9h', '2026-11-27T09:00:00-05:00', null],
    ["voiture aujourd'hui à 10h", '2026-11-26T10:00:00-05:00', null],
    ['voiture ce soir', '2026-11-26T19:00:00-05:00', null],
    ['voiture à 1h', '2026-11-26T01:00:00-05:00', null],
  ])
  table(montreal, '2026-11-26T03:50:00+00:00', [['Une voiture demain 9h', '2026-11-26T09:00:00-05:00', null]])
})

describe('Montreal across daylight saving time', () => {
  table(montreal, '2026-10-30T10:20:00-04:00', [
    ['voiture dimanche à 10h', '2026-11-01T10:00:00-05:00', null],
    ['car for the weekend', '2026-10-31T09:00:00-04:00', '2026-11-01T18:00:00-05:00'],
    ['voiture samedi 22h pour 6 heures', '2026-10-31T22:00:00-04:00', '2026-11-01T03:00:00-05:00'],
    ['voiture samedi 22h pour 1 jour', '2026-10-31T22:00:00-04:00', '2026-11-01T22:00:00-05:00'],
    ['voiture dimanche 1h30', '2026-11-01T01:30:00-04:00', null],
  ])
  table(montreal, '2026-03-06T16:20:00-05:00', [
    ['car on sunday at 10am', '2026-03-08T10:00:00-04:00', null],
    ["voiture demain matin jusqu'à lundi", '2026-03-07T09:00:00-05:00', '2026-03-09T18:00:00-04:00'],
    ['voiture dimanche 2h30', '2026-03-08T03:30:00-04:00', null],
    ['voiture samedi 23h pour 4 heures', '2026-03-07T23:00:00-05:00', '2026-03-08T04:00:00-04:00'],
  ])
})

// Paris: summer time starts on 29 March 2026 and ends on 25 October 2026.
describe('Paris across daylight saving time', () => {
  table(paris, '2026-03-27T10:20:00+01:00', [
    ['voiture dimanche à 10h', '2026-03-29T10:00:00+02:00', null],
    ["voiture demain 9h jusqu'à lundi", '2026-03-28T09:00:00+01:00', '2026-03-30T18:00:00+02:00'],
    ['voiture pour le week-end', '2026-03-28T09:00:00+01:00', '2026-03-29T18:00:00+02:00'],
    ['voiture samedi 22h pour 6 heures', '2026-03-28T22:00:00+01:00', '2026-03-29T05:00:00+02:00'],
    ['voiture samedi 22h pour 1 jour', '2026-03-28T22:00:00+01:00', '2026-03-29T22:00:00+02:00'],
    ['voiture dimanche 2h30', '2026-03-29T03:30:00+02:00', null],
    ['voiture dans 2 heures', '2026-03-27T12:30:00+01:00', null],
  ])
  table(paris, '2026-10-23T10:00:00+02:00', [
    ['voiture samedi 22h pour 6 heures', '2026-10-24T22:00:00+02:00', '2026-10-25T03:00:00+01:00'],
    ['voiture dimanche 2h30', '2026-10-25T02:30:00+02:00', null],
    ['voiture demain 10h pour 2 semaines', '2026-10-24T10:00:00+02:00', '2026-11-07T10:00:00+01:00'],
    ['car on Sunday at 9', '2026-10-25T09:00:00+01:00', null],
    ['voiture le 1er novembre', '2026-11-01T09:00:00+01:00', null],
  ])
})

describe('Montreal: a second time right after the start, with no word before it', () => {
  table(montreal, '2026-11-25T14:03:00-05:00', [
    // A number of hours that would not come after the start as a clock: a duration, as "pour 2h" is.
    ['une voiture pour 7 personnes vendredi 10h gare centrale 2h', '2026-11-27T10:00:00-05:00', '2026-11-27T12:00:00-05:00'],
    ['voiture vendredi 10h gare centrale pour 2h', '2026-11-27T10:00:00-05:00', '2026-11-27T12:00:00-05:00'],
    ['voiture vendredi 14h 2h', '2026-11-27T14:00:00-05:00', '2026-11-27T16:00:00-05:00'],
    ['voiture vendredi 10h à la gare centrale 1h30', '2026-11-27T10:00:00-05:00', '2026-11-27T11:30:00-05:00'],
    ['voiture demain 9h, 3 heures', '2026-11-26T09:00:00-05:00', '2026-11-26T12:00:00-05:00'],
    ['car for 7 people friday 10am central station 2h', '2026-11-27T10:00:00-05:00', '2026-11-27T12:00:00-05:00'],
    ['car friday 2pm at the old port 3h', '2026-11-27T14:00:00-05:00', '2026-11-27T17:00:00-05:00'],
    // A later clock time is the end.
    ['voiture demain 9h 11h', '2026-11-26T09:00:00-05:00', '2026-11-26T11:00:00-05:00'],
    ['voiture demain 9h gare centrale 11h30', '2026-11-26T09:00:00-05:00', '2026-11-26T11:30:00-05:00'],
    ['car tomorrow 9am 11am', '2026-11-26T09:00:00-05:00', '2026-11-26T11:00:00-05:00'],
    ['car tomorrow 10pm 2am', '2026-11-26T22:00:00-05:00', '2026-11-27T02:00:00-05:00'],
    // Past 12 it cannot be a rental's hours ("pour 21h" is a clock too): the end, the next day.
    ['voiture vendredi 20h 14h', '2026-11-27T20:00:00-05:00', '2026-11-28T14:00:00-05:00'],
    // Near misses: a connector before the time, a day in between, or no clock time to start from.
    ['voiture vendredi 10h à 2h', '2026-11-27T10:00:00-05:00', '2026-11-28T02:00:00-05:00'],
    ['voiture vendredi 10h samedi 2h', '2026-11-27T10:00:00-05:00', null],
    ['voiture demain 10h pour 21h', '2026-11-26T10:00:00-05:00', null],
    ['voiture demain 10h pour 48h', '2026-11-26T10:00:00-05:00', '2026-11-28T10:00:00-05:00'],
    ['voiture demain soir 7h', '2026-11-26T19:00:00-05:00', null],
    ['voiture demain 2h', '2026-11-26T02:00:00-05:00', null],
    ['car tomorrow at 2h', '2026-11-26T02:00:00-05:00', null],
    ['voiture de 9h à 12h demain', '2026-11-26T09:00:00-05:00', '2026-11-26T12:00:00-05:00'],
  ])
})

describe('Montreal: a length right after the start, without "for"/"pour", is a duration', () => {
  table(montreal, '2026-11-25T14:03:00-05:00', [
    ['tomorrow 10am 2 hours', '2026-11-26T10:00:00-05:00', '2026-11-26T12:00:00-05:00'],
    ['demain 10h 2 jours', '2026-11-26T10:00:00-05:00', '2026-11-28T10:00:00-05:00'],
    ['demain 2 jours', '2026-11-26T09:00:00-05:00', '2026-11-28T09:00:00-05:00'],
    ['friday 9am 3 days at Gare Centrale', '2026-11-27T09:00:00-05:00', '2026-11-30T09:00:00-05:00'],
    ['voiture demain 10h 2 semaines', '2026-11-26T10:00:00-05:00', '2026-12-10T10:00:00-05:00'],
    // Near misses: with "for"/"pour" as before; a clock-like "3h" keeps the second-time rule; an offset start takes none.
    ['tomorrow 10am for 2 hours', '2026-11-26T10:00:00-05:00', '2026-11-26T12:00:00-05:00'],
    ['demain 10h pour 2 jours', '2026-11-26T10:00:00-05:00', '2026-11-28T10:00:00-05:00'],
    ['voiture demain 9h 11h', '2026-11-26T09:00:00-05:00', '2026-11-26T11:00:00-05:00'],
    ['in 2 hours 3 days', '2026-11-25T16:15:00-05:00', null],
  ])
})

// A half-day, an end said as the return time, and "2 heures 30" as a length.
describe('Montreal: half-days, return times, hours and minutes', () => {
  table(montreal, '2026-11-25T14:03:00-05:00', [
    ['voiture demain 9h pour une demi-journée', '2026-11-26T09:00:00-05:00', '2026-11-26T13:00:00-05:00'],
    ['car tomorrow 9am for half a day', '2026-11-26T09:00:00-05:00', '2026-11-26T13:00:00-05:00'],
    ['voiture demain 8h, retour à 20h', '2026-11-26T08:00:00-05:00', '2026-11-26T20:00:00-05:00'],
    ['voiture demain 8h de retour vers 20h', '2026-11-26T08:00:00-05:00', '2026-11-26T20:00:00-05:00'],
    ['car tomorrow 8am, back at 8pm', '2026-11-26T08:00:00-05:00', '2026-11-26T20:00:00-05:00'],
    ['voiture demain 9h pour 2 heures 30', '2026-11-26T09:00:00-05:00', '2026-11-26T11:30:00-05:00'],
    // "30" counting something else stays out of the length.
    ['voiture demain 9h pour 2 heures 30 km', '2026-11-26T09:00:00-05:00', '2026-11-26T11:00:00-05:00'],
  ])
})
