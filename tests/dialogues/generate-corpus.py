#!/usr/bin/env python3
"""Writes this repository's dialogue corpus (tests/dialogues/<tenant>/corpus.jsonl) from the rules of
../shared/dialogues/CONTRACT.md: each family of dialogues is one rule, spelled several ways (both
languages, typos, text-message style), over each tenant's own stations and aliases. Expected dates are
computed here from the rule, in the tenant's time zone; they are not copied from the assistant's output.
Run: python3 tests/dialogues/generate-corpus.py"""
import json, os
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

HERE = os.path.dirname(os.path.abspath(__file__))

TENANTS = {
    'montreal': dict(
        now='2026-11-25T14:03:00-05:00', tz='America/Montreal',  # a Wednesday
        stations=[('st-plateau', 'Plateau'), ('st-mcgill', 'McGill'), ('st-vieux-port', 'Vieux-Port'), ('st-longueuil', 'Longueuil'),
                  ('st-jean-talon', 'Jean-Talon'), ('st-gare-centrale', 'Gare Centrale')],
        aliases=[('st-aeroport', 'YUL'), ('st-aeroport', 'Trudeau'), ('st-vieux-port', 'Old Port'), ('st-plateau', 'Saint-Denis'), ('st-mcgill', 'McGill University'),
                 ('st-gare-centrale', 'Central Station')],
        category=('cat-suv', 'SUV', 'un SUV', 'an SUV'),
        unknown=['Laval', 'Brossard', 'Toronto', 'Sherbrooke', 'Boucherville'],
        destinations=[('Québec', 'Québec'), ('Ottawa', 'Ottawa'), ('Mont-Tremblant', 'Mont-Tremblant')],
        emergency='5550199',
    ),
    'geneve': dict(
        now='2026-11-25T14:03:00+01:00', tz='Europe/Zurich',
        stations=[('ge-plainpalais', 'Plainpalais'), ('ge-cornavin', 'Gare Cornavin'), ('ge-carouge', 'Carouge Marché'), ('ge-nations', 'Place des Nations'),
                  ('ge-eaux-vives', 'Gare des Eaux-Vives'), ('ge-pont-rouge', 'Lancy-Pont-Rouge')],
        aliases=[('ge-aeroport', 'GVA'), ('ge-aeroport', 'Cointrin'), ('ge-cornavin', 'Cornavin'), ('ge-eaux-vives', 'Eaux-Vives'), ('ge-nations', 'ONU'),
                 ('ge-pont-rouge', 'Pont-Rouge')],
        category=('ge-cat-break', 'Break', 'un break', 'an estate'),
        unknown=['Lausanne', 'Annecy', 'Nyon', 'Berne', 'Zurich'],
        destinations=[('Lausanne', 'Lausanne'), ('Chamonix', 'Chamonix'), ('Lyon', 'Lyon')],
        emergency='5550199',
    ),
    # Two tenants in other countries and time zones, for what the assistant meets beyond Montréal.
    'paris': dict(
        now='2026-11-25T14:03:00+01:00', tz='Europe/Paris',
        stations=[('p-bastille', 'Place de la Bastille'), ('p-nord', 'Gare du Nord'), ('p-montparnasse', 'Montparnasse'), ('p-defense', 'La Défense'),
                  ('p-saint-lazare', 'Saint-Lazare'), ('p-lyon', 'Gare de Lyon')],
        aliases=[('p-orly', 'ORY'), ('p-orly', 'Orly'), ('p-cdg', 'Roissy'), ('p-cdg', 'CDG'), ('p-bastille', 'Bastille'), ('p-montparnasse', 'Montparno')],
        category=('c-familiale', 'Familiale', 'une familiale', 'a family car'),
        unknown=['Marseille', 'Versailles', 'Nantes', 'Bordeaux', 'Créteil'],
        destinations=[('Lille', 'Lille'), ('Rouen', 'Rouen'), ('Reims', 'Reims')],
        emergency='184600099',
    ),
    'london': dict(
        now='2026-11-25T14:03:00+00:00', tz='Europe/London',
        stations=[('l-kings-cross', "King's Cross"), ('l-victoria', 'Victoria Station'), ('l-canary', 'Canary Wharf'), ('l-waterloo', 'Waterloo'),
                  ('l-heathrow', 'Heathrow Airport')],
        aliases=[('l-heathrow', 'LHR'), ('l-heathrow', 'Heathrow'), ('l-kings-cross', 'KX'), ('l-kings-cross', 'St Pancras'), ('l-victoria', 'Victoria'),
                 ('l-canary', 'Docklands')],
        category=('g-van', 'Van', 'un utilitaire', 'a van'),
        unknown=['Oxford', 'Brighton', 'Manchester', 'Croydon', 'Reading'],
        destinations=[('Brighton', 'Brighton'), ('Cambridge', 'Cambridge'), ('Oxford', 'Oxford')],
        emergency='2079460999',
    ),
}


def at(t, day_offset, hour, minute=0):
    tz = ZoneInfo(t['tz'])
    now = datetime.fromisoformat(t['now']).astimezone(tz)
    d = (now + timedelta(days=day_offset)).date()
    return datetime(d.year, d.month, d.day, hour, minute, tzinfo=tz)


def iso(dt):
    return dt.isoformat()


def weekday_offset(t, weekday):
    """Days from now to the next `weekday` (0 Monday) after today."""
    now = datetime.fromisoformat(t['now']).astimezone(ZoneInfo(t['tz']))
    diff = (weekday - now.weekday()) % 7
    return diff or 7


def search(kind='vehicles', **keys):
    return dict(kind=kind, **keys)


def corpus(name, t):
    out = []
    n = [0]

    def add(ui, turns, expect, member='driver', position=None):
        n[0] += 1
        out.append(dict(id=f'{name}-{n[0]:03d}', now=t['now'], ui=ui, member=member, position=position, turns=turns, expect=expect))

    sts = t['stations']
    tomorrow10 = at(t, 1, 10)
    tomorrow9 = at(t, 1, 9)
    # Rule 1, endDate: lengths count from the start; a bare hour is a time after the start, a length otherwise.
    for sid, sname in sts:
        for answer, end in [('3h', at(t, 1, 13)), ('4 heures', at(t, 1, 14)), ('pour 2 jours', at(t, 3, 10)), ('toute la journée', at(t, 1, 18)),
                            ('16h', at(t, 1, 16)), ("jusqu'à 16h", at(t, 1, 16)), ('2h', at(t, 1, 12))]:
            add('fr', [f'voiture demain 10h à {sname}', answer],
                [dict(asks='endDate', search=None), dict(asks=None, search=search(startStation=sid, startDate=iso(tomorrow10), endDate=iso(end)))])
        for answer, end in [('2 hrs', at(t, 1, 12)), ('4 hours', at(t, 1, 14)), ('until 5pm', at(t, 1, 17)), ('3h', at(t, 1, 13)), ('for 2 days', at(t, 3, 10))]:
            add('en', [f'car tomorrow 10am at {sname}', answer],
                [dict(asks='endDate', search=None, lang='en'), dict(asks=None, lang='en', search=search(startStation=sid, startDate=iso(tomorrow10), endDate=iso(end)))])
    # Rule 1, startStation: a station's name or alias alone, or with a preposition.
    for sid, alias in t['aliases'] + sts[:3]:
        add('fr', ['une voiture demain 9h pour 2h', alias],
            [dict(asks='startStation', search=None), dict(asks=None, search=search(startStation=sid, startDate=iso(tomorrow9), endDate=iso(at(t, 1, 11))))])
        add('en', ['a car tomorrow 9am for 2 hours', f'at {alias}'],
            [dict(asks='startStation', search=None, lang='en'), dict(asks=None, lang='en', search=search(startStation=sid, startDate=iso(tomorrow9), endDate=iso(at(t, 1, 11))))])
    # Rule 1, startDate: a day, a time, or both, alone.
    for sid, sname in sts[:4]:
        add('fr', [f'je veux une voiture à {sname}', 'demain 9h', '3h'],
            [dict(asks='startDate', search=None), dict(asks='endDate', search=None), dict(search=search(startStation=sid, startDate=iso(tomorrow9), endDate=iso(at(t, 1, 12))))])
    # Rule 1, a filter said instead of the answer is added, said, and the question asked again.
    for sid, sname in sts:
        add('fr', [f'voiture demain 9h à {sname}', 'avec GPS', '2h'],
            [dict(asks='endDate', search=None), dict(asks='endDate', search=None, mentions=['GPS']),
             dict(asks=None, search=search(startStation=sid, startDate=iso(tomorrow9), endDate=iso(at(t, 1, 11)), options=['gps']))])
        add('en', [f'car tomorrow 9am at {sname}', 'and with air conditioning', '2 hours'],
            [dict(asks='endDate', search=None), dict(asks='endDate', search=None),
             dict(asks=None, search=search(startStation=sid, startDate=iso(tomorrow9), endDate=iso(at(t, 1, 11)), options=['air_conditioning']))])
    # Rule 2: a new request starts afresh; a follow-up keeps and says.
    cat_id, cat_name, cat_fr, cat_en = t['category']
    sat = weekday_offset(t, 5)
    mon = weekday_offset(t, 0)
    for (sid, sname), (sid2, sname2) in zip(sts, sts[1:] + sts[:1]):
        add('fr', [f'{cat_fr} samedi 9h à {sname} pour 5h', f'voiture lundi 8h à {sname2} pour 2h'],
            [dict(search=search(startStation=sid, categories=[cat_id], startDate=iso(at(t, sat, 9)), endDate=iso(at(t, sat, 14)))),
             dict(search=search(startStation=sid2, categories=[], startDate=iso(at(t, mon, 8)), endDate=iso(at(t, mon, 10))))])
        add('fr', [f'{cat_fr} samedi 9h à {sname} pour 5h', 'plutôt dimanche'],
            [dict(search=search(startStation=sid, categories=[cat_id])),
             dict(search=search(startStation=sid, categories=[cat_id], startDate=iso(at(t, sat + 1, 9)), endDate=iso(at(t, sat + 1, 14))), mentions=[cat_name])])
        add('en', [f'{cat_en} saturday 9am at {sname} for 5 hours', f'a car monday 8am at {sname2} for 2 hours'],
            [dict(search=search(startStation=sid, categories=[cat_id])),
             dict(lang='en', search=search(startStation=sid2, categories=[], startDate=iso(at(t, mon, 8)), endDate=iso(at(t, mon, 10))))])
        add('fr', [f'voiture avec GPS demain 9h à {sname} pour 2h', 'plutôt 10h'],
            [dict(search=search(startStation=sid, options=['gps'])),
             dict(search=search(startStation=sid, options=['gps'], startDate=iso(at(t, 1, 10))), mentions=['GPS'])])
    # Rule 3: no place is swapped for another.
    for place in t['unknown']:
        add('fr', [f'voiture demain 9h à {place} pour 2h'], [dict(asks='startStation', search=None, mentions=[place])])
        add('en', [f'car tomorrow 9am in {place} for 2 hours'], [dict(asks='startStation', search=None, lang='en', mentions=[place])])
        add('fr', [f'une auto à {place} samedi', sts[0][1]], [dict(asks='startStation', search=None, mentions=[place]), dict(asks='endDate', search=None)])
        add('fr', [f'voiture demain 9h à {place} pour 2h'], [dict(asks='startStation', search=None, mentions=[place, sts[1][1]])])
    # Rule 4: the reply follows the driver's sentence; short answers keep the conversation's language.
    for sid, sname in sts:
        add('fr', [f'car tomorrow 9am at {sname}', '3h'], [dict(lang='en'), dict(lang='en', search=search(startStation=sid))])
        add('en', [f'voiture demain 9h à {sname}', '16h'], [dict(lang='fr'), dict(lang='fr', search=search(startStation=sid, endDate=iso(at(t, 1, 16))))])
        add('en', [f'une voiture demain 9h pour 2h', sname], [dict(lang='fr', asks='startStation'), dict(lang='fr', search=search(startStation=sid))])
    # Rule 5: starting over.
    for phrase, lang in [('nouvelle recherche', 'fr'), ('on recommence', 'fr'), ('recommencer', 'fr'), ('start over', 'en'), ('new search', 'en')]:
        for sid, sname in sts[:3]:
            add('fr', [f'voiture demain 9h à {sname}', phrase], [dict(asks='endDate'), dict(intent='start_over', asks=None, search=None, lang=lang)])
    # Rule 6: sorting by price.
    for sid, sname in sts:
        add('fr', [f'la voiture la moins chère demain 9h à {sname} pour 2h'], [dict(search=search(startStation=sid, sort='price'))])
        add('en', [f'cheapest car tomorrow 9am at {sname} for 2 hours'], [dict(lang='en', search=search(startStation=sid, sort='price'))])
    # Rule 7: a bare number after a day is an hour; "8 to 10" is 08:00 to 10:00.
    for sid, sname in sts:
        add('fr', [f'voiture demain 7 à {sname} pour 3h'], [dict(search=search(startStation=sid, startDate=iso(at(t, 1, 7)), endDate=iso(at(t, 1, 10))))])
        add('en', [f'car 2moro 8 at {sname} for 2 hours'], [dict(search=search(startStation=sid, startDate=iso(at(t, 1, 8)), endDate=iso(at(t, 1, 10))))])
    # Rule 8: carpools, with their destination and the whole day.
    fri = weekday_offset(t, 4)
    for dest, said in t['destinations']:
        for sid, sname in sts[:3]:
            add('fr', [f'covoiturage pour {said} vendredi', sname],
                [dict(intent='join_carpool', asks='startStation', search=None),
                 dict(search=search('carpools', startStation=sid, destination=dest, startDate=iso(at(t, fri, 0)), endDate=iso(at(t, fri + 1, 0))))])
    # Rule 9, the incident's number first: said, and the incident card (its call link) before the booking concerned.
    for sentence in ["j'ai eu un accident", 'la voiture ne démarre plus', 'I had an accident', 'ma voiture a un pneu crevé']:
        add('fr', [sentence], [dict(intent='report_incident', mentions=[t['emergency']], cards=['incident', 'booking-detail'])])
    # New families go below, so that the ids above stay.
    # Rule 9 for a guest: the number and its card, no booking to name.
    for sentence in ['accident !', 'the car won\'t start', 'on a volé la voiture']:
        add('en', [sentence], [dict(intent='report_incident', mentions=[t['emergency']], cards=['incident'])], member='guest')
    # Rule 9, invoices: the invoices card for a member, the login first for a guest.
    for sentence in ['mes factures', 'my receipts', 'je veux mes reçus', 'où sont mes factures ?']:
        add('fr', [sentence], [dict(intent='invoices', cards=['invoices'])])
        add('fr', [sentence], [dict(intent='invoices', cards=['login'])], member='guest')
    # Rule 1 and the engine's lengths: a half-day is 4 hours (DECISIONS.md), "2 heures 30" is 150 minutes,
    # and a return time said after the start is the end.
    for sid, sname in sts[:3]:
        for answer, end in [('une demi-journée', at(t, 1, 14)), ('pour une demi-journée', at(t, 1, 14)), ('2 heures 30', at(t, 1, 12, 30)), ('half a day', at(t, 1, 14))]:
            add('fr', [f'voiture demain 10h à {sname}', answer],
                [dict(asks='endDate', search=None), dict(asks=None, search=search(startStation=sid, startDate=iso(tomorrow10), endDate=iso(end)))])
        add('fr', [f'voiture demain 8h à {sname}, retour à 20h'], [dict(asks=None, search=search(startStation=sid, startDate=iso(at(t, 1, 8)), endDate=iso(at(t, 1, 20))))])
        add('en', [f'car tomorrow 8am at {sname}, back at 8pm'], [dict(asks=None, search=search(startStation=sid, startDate=iso(at(t, 1, 8)), endDate=iso(at(t, 1, 20))))])
    return out


for name, t in TENANTS.items():
    rows = corpus(name, t)
    with open(os.path.join(HERE, name, 'corpus.jsonl'), 'w') as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + '\n')
    print(name, len(rows))
