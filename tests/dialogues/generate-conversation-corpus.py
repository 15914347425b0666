#!/usr/bin/env python3
"""Writes conversation.jsonl for montreal-after (French) and london-after (English): the behaviours
of the conversation after the search that follow a change or a card (../shared/dialogues/CONTRACT.md,
Part 2): a change adjusted by the next sentence (rules 11, 18), "combien" / "how much" beside a
review, a modify or an extension card (that card's price, not the rates), a typed yes still
answering the card after that question (rule 12), a period under the tenant's minimum (1 hour in
the replay's tenant) offered at the minimum, also when a change or a review would make it
shorter, and a change said in hours and money (rule 11). The trip details the replay's tenants
require (a rental label; a distance, the destination field being off) are asked in words before
the review, one at a time, and a typed answer refines that review without a new search.
Expectations follow from the rules and the catalogs' rates, not from the replay's output.
Run: python3 tests/dialogues/generate-conversation-corpus.py"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
NOW_MTL = "2026-11-25T14:03:00-05:00"  # a Wednesday
NOW_LDN = "2026-11-25T14:03:00+00:00"

# The member's rentals of the rule 11 dialogues of each corpus: Tuesday 9:00-17:00, one in progress
# 12:00-16:00 today, Saturday 10:00-18:00.
MTL_BOOKINGS = [
    {"id": "r-tue", "vehicle": "v-fit", "start": "2026-12-01T09:00:00-05:00", "end": "2026-12-01T17:00:00-05:00", "status": "upcoming", "startStation": "st-plateau", "endStation": "st-plateau", "price": 68.0},
    {"id": "r-now", "vehicle": "v-yaris", "start": "2026-11-25T12:00:00-05:00", "end": "2026-11-25T16:00:00-05:00", "status": "in_progress", "startStation": "st-gare-centrale", "endStation": "st-gare-centrale", "price": 36.0},
    {"id": "r-sat", "vehicle": "v-model3", "start": "2026-11-28T10:00:00-05:00", "end": "2026-11-28T18:00:00-05:00", "status": "upcoming", "startStation": "st-aeroport", "endStation": "st-aeroport", "price": 128.0},
]
LDN_BOOKINGS = [
    {"id": "b-tue", "vehicle": "lv-corsa", "start": "2026-12-01T09:00:00+00:00", "end": "2026-12-01T17:00:00+00:00", "status": "upcoming", "startStation": "l-victoria", "endStation": "l-victoria", "price": 56.0},
    {"id": "b-now", "vehicle": "lv-fiesta", "start": "2026-11-25T12:00:00+00:00", "end": "2026-11-25T16:00:00+00:00", "status": "in_progress", "startStation": "l-kings-cross", "endStation": "l-kings-cross", "price": 30.0},
    {"id": "b-sat", "vehicle": "lv-model3", "start": "2026-11-28T10:00:00+00:00", "end": "2026-11-28T18:00:00+00:00", "status": "upcoming", "startStation": "l-heathrow", "endStation": "l-heathrow", "price": 128.0},
]


def modify(bid, start=None, end=None, action="modify"):
    b = {"id": bid, "action": action, "endDate": end}
    b["startDate"] = start
    return {"search": None, "booking": b, "applied": False}


def line(prefix, n, rule, ui, turns, expect, bookings=None, now=None):
    d = {"id": f"{prefix}-{n:03d}", "rule": rule, "now": now, "ui": ui, "member": "driver", "position": None, "turns": turns, "expect": expect}
    if bookings is not None:
        d["bookings"] = bookings
    return d


def montreal():
    out = []
    add = lambda rule, ui, turns, expect, bookings=MTL_BOOKINGS: out.append(line("mtl-conv", len(out) + 1, rule, ui, turns, expect, bookings, NOW_MTL))
    said = "finalement je finis à 20h mardi"
    first = modify("r-tue", None, "2026-12-01T20:00:00-05:00")
    # Rules 11 and 18: the next sentence adjusts the change just proposed, on the same booking.
    add(11, "fr", [said, "décale le départ à 11h"], [first, modify("r-tue", "2026-12-01T11:00:00-05:00", "2026-12-01T20:00:00-05:00")])
    add(11, "fr", [said, "en fait je commence à 10h"], [first, modify("r-tue", "2026-12-01T10:00:00-05:00", "2026-12-01T20:00:00-05:00")])
    add(11, "fr", [said, "plutôt le début à 8h"], [first, modify("r-tue", "2026-12-01T08:00:00-05:00", "2026-12-01T20:00:00-05:00")])
    # "décale" moves the booking from its start; the end said before stays.
    add(11, "fr", [said, "décale à 15h"], [first, modify("r-tue", "2026-12-01T15:00:00-05:00", "2026-12-01T20:00:00-05:00")])
    # A time alone: the end, the last thing said.
    add(11, "fr", [said, "finalement 19h"], [first, modify("r-tue", None, "2026-12-01T19:00:00-05:00")])
    add(11, "fr", [said, "décale la fin à 18h"], [first, modify("r-tue", None, "2026-12-01T18:00:00-05:00")])
    # Said in hours and money before any button: 3 h more at 8,50 $ an hour is under 4 h (nothing
    # said), 6 h more is said; a rental in progress always is.
    add(11, "fr", ["finalement je finis à 23h mardi"], [{**modify("r-tue", None, "2026-12-01T23:00:00-05:00"), "mentions": ["6 h de plus", "51,00 $ de plus"]}])
    add(11, "fr", ["prolonge de 1h"], [{**modify("r-now", None, "2026-11-25T17:00:00-05:00", "extend"), "mentions": ["1 h de plus", "9,00 $ de plus"]}])
    # "combien" beside the card: its price, not the rates; a yes after it still answers the card.
    price_turn = {"cards": [], "notCards": ["rates"], "booking": None, "applied": False}
    add(6, "fr", [said, "combien ça coûte ?"], [first, {**price_turn, "mentions": ["25,50 $ de plus", "93,50 $ en tout"]}])
    add(6, "fr", [said, "combien ?", "oui"], [first, {**price_turn, "mentions": ["25,50 $ de plus"]}, {"confirm": {"card": "bookings-modify", "answer": True}, "applied": False}])
    add(6, "fr", ["prolonge de 2h", "combien ?"], [modify("r-now", None, "2026-11-25T18:00:00-05:00", "extend"), {**price_turn, "mentions": ["18,00 $ de plus"]}])
    add(6, "fr", ["prolonge de 30 min", "ça coûte combien ?"], [modify("r-now", None, "2026-11-25T16:30:00-05:00", "extend"), {**price_turn, "mentions": ["4,50 $ de plus"]}])
    review = ["voiture demain 9h à la Gare Centrale jusqu'à 17h", "la 1ère"]
    add(6, "fr", [*review, "combien ça coûte ?"], [{"selected": None}, {"selected": "v-yaris"}, {"cards": [], "notCards": ["rates"], "mentions": ["Toyota Yaris", "carte de vérification"]}])
    add(6, "fr", [*review, "combien ?", "ok"], [{"selected": None}, {"selected": "v-yaris"}, {"notCards": ["rates"]}, {"confirm": {"card": "booking-review", "answer": True}}])
    # A category named is a rates question, even beside a review.
    add(6, "fr", [*review, "combien coûte un SUV à la journée ?"], [{"selected": None}, {"selected": "v-yaris"}, {"cards": ["rates"]}])
    # Under the minimum (1 hour): the minimum is offered from the same start.
    search = lambda start, end: {"search": {"kind": "vehicles", "startDate": start, "endDate": end}}
    add(6, "fr", ["voiture demain 9h à la Gare Centrale pour 45 min"], [{**search("2026-11-26T09:00:00-05:00", "2026-11-26T10:00:00-05:00"), "mentions": ["au moins 1 h", "plutôt que 45 min"]}], None)
    add(6, "fr", ["une auto samedi 10h au Plateau pour 30 minutes"], [{**search("2026-11-28T10:00:00-05:00", "2026-11-28T11:00:00-05:00"), "mentions": ["au moins 1 h"]}], None)
    add(6, "fr", ["voiture demain de 9h à 9h15 à la Gare Centrale"], [search("2026-11-26T09:00:00-05:00", "2026-11-26T10:00:00-05:00")], None)
    add(6, "fr", ["I need a car tomorrow at 9am at Gare Centrale for 30 minutes"], [{**search("2026-11-26T09:00:00-05:00", "2026-11-26T10:00:00-05:00"), "lang": "en", "mentions": ["at least 1 h"]}], None)
    # Long enough: untouched, nothing said about a minimum.
    add(6, "fr", ["voiture demain 9h à la Gare Centrale pour 1h"], [search("2026-11-26T09:00:00-05:00", "2026-11-26T10:00:00-05:00")], None)
    # Rule 14, join: a choice among the carpool offers showing joins that offer (its join button is
    # pressed live, the review follows); an ordinal beyond them is never a date.
    join = lambda cid, dest: {"carpool": {"action": "join", "id": cid, "destination": dest}, "search": None, "applied": False}
    carpools = lambda dest: {"carpool": {"action": "search", "destination": dest}, "search": {"kind": "carpools"}}
    add(14, "fr", ["y a-t-il des covoit pour Québec samedi", "Gare Centrale", "je prends la première"], [{"asks": "startStation"}, carpools("Québec"), {**join("cp-quebec-sat", "Québec"), "mentions": ["Alex", "Québec"]}], None)
    add(14, "fr", ["covoiturage pour Mont-Tremblant dimanche au Plateau", "celui-là"], [carpools("Mont-Tremblant"), join("cp-tremblant-sun", "Mont-Tremblant")], None)
    add(14, "fr", ["covoiturage pour Mont-Tremblant dimanche au Plateau", "la 1ère"], [carpools("Mont-Tremblant"), join("cp-tremblant-sun", "Mont-Tremblant")], None)
    add(14, "fr", ["covoiturage pour Mont-Tremblant dimanche au Plateau", "la 2ème"], [carpools("Mont-Tremblant"), {"carpool": None, "search": None, "mentions": ["Mont-Tremblant", "la première"]}], None)
    add(14, "fr", ["covoiturage pour Québec samedi depuis la Gare Centrale", "je rejoins celui pour Québec"], [carpools("Québec"), join("cp-quebec-sat", "Québec")], None)
    add(14, "en", ["any carpools to Quebec on Saturday from Gare Centrale", "join the one to Québec"], [carpools("Quebec"), {**join("cp-quebec-sat", "Québec"), "lang": "en"}], None)
    add(14, "en", ["carpool to Mont-Tremblant on Sunday from the Plateau", "I'll take the first one"], [carpools("Mont-Tremblant"), join("cp-tremblant-sun", "Mont-Tremblant")], None)
    add(14, "en", ["carpool to Mont-Tremblant on Sunday from the Plateau", "the last one"], [carpools("Mont-Tremblant"), join("cp-tremblant-sun", "Mont-Tremblant")], None)
    # Under the minimum after a change or beside a review: the minimum from the start kept.
    add(11, "fr", ["finalement je finis à 9h30 mardi"], [{**modify("r-tue", None, "2026-12-01T10:00:00-05:00"), "mentions": ["au moins 1 h", "plutôt que 30 min"]}])
    add(11, "fr", [said, "décale le départ à 19h30"], [first, {**modify("r-tue", "2026-12-01T19:30:00-05:00", "2026-12-01T20:30:00-05:00"), "mentions": ["au moins 1 h"]}])
    add(18, "fr", [*review, "finalement 30 min"], [{"selected": None}, {"selected": "v-yaris"}, {"selected": "v-yaris", "cards": ["booking-review"], "mentions": ["au moins 1 h", "de 9 h à 10 h"]}])
    add(18, "fr", [*review, "pour 45 min"], [{"selected": None}, {"selected": "v-yaris"}, {"selected": "v-yaris", "mentions": ["plutôt que 45 min", "de 9 h à 10 h"]}])
    # "combien" beside the running-late card: the extension it proposes (the rental in progress).
    add(6, "fr", ["je serai en retard de 30 minutes", "combien ?"], [{"cards": ["bookings-modify"]}, {**price_turn, "mentions": ["4,50 $ de plus"]}])
    # The trip details the tenant requires, asked in words before the review, one at a time (the
    # review card's order: label, then distance); a typed answer is taken, the same vehicle kept.
    trip_review = {"selected": "v-yaris", "cards": ["booking-review"], "search": None}
    add(10, "fr", review, [{"selected": None}, {**trip_review, "mentions": ["motif de la location", "Professionnel ou Personnel"]}])
    add(18, "fr", [*review, "pour le travail"], [{"selected": None}, {"selected": "v-yaris"}, {**trip_review, "mentions": ["motif noté : Professionnel", "combien de km"]}])
    add(18, "fr", [*review, "perso", "35 km"], [{"selected": None}, {"selected": "v-yaris"}, {**trip_review, "mentions": ["motif noté : Personnel"]}, {**trip_review, "mentions": ["distance notée : 35 km", "vérifiez puis confirmez"]}])
    add(18, "fr", [*review, "environ 120 km"], [{"selected": None}, {"selected": "v-yaris"}, {**trip_review, "mentions": ["distance notée : 120 km", "motif de la location"]}])
    add(12, "fr", [*review, "pour le boulot", "40 km", "oui"], [{"selected": None}, {"selected": "v-yaris"}, trip_review, {**trip_review, "mentions": ["vérifiez puis confirmez"]}, {"confirm": {"card": "booking-review", "answer": True}}])
    add(10, "fr", ["voiture demain 9h à la Gare Centrale jusqu'à 17h pour le boulot", "la 1ère"], [{"selected": None}, {**trip_review, "mentions": ["combien de km"]}])
    add(17, "fr", ["car tomorrow 9am to 5pm at Gare Centrale", "the first one"], [{"lang": "en"}, {**trip_review, "lang": "en", "mentions": ["rental's purpose", "Professionnel or Personnel"]}])
    # An end said for a booked day, with no change word: that booking's end, never a search.
    add(11, "fr", ["je termine à 20h mardi"], [first])
    add(11, "fr", ["je rends la voiture à 20h mardi"], [first])
    add(2, "fr", ["voiture jusqu'à 20h mardi"], [{"booking": None, "search": None, "asks": "startStation"}])
    return out


def london():
    out = []
    add = lambda rule, ui, turns, expect, bookings=LDN_BOOKINGS: out.append(line("ldn-conv", len(out) + 1, rule, ui, turns, expect, bookings, NOW_LDN))
    said = "actually I'll finish at 8pm on Tuesday"
    first = modify("b-tue", None, "2026-12-01T20:00:00+00:00")
    add(11, "en", [said, "move the start to 11am"], [first, modify("b-tue", "2026-12-01T11:00:00+00:00", "2026-12-01T20:00:00+00:00")])
    add(11, "en", [said, "actually start at 10am"], [first, modify("b-tue", "2026-12-01T10:00:00+00:00", "2026-12-01T20:00:00+00:00")])
    add(11, "en", [said, "make it 3pm"], [first, modify("b-tue", None, "2026-12-01T15:00:00+00:00")])
    add(11, "en", [said, "actually 7pm"], [first, modify("b-tue", None, "2026-12-01T19:00:00+00:00")])
    add(11, "en", ["actually I'll finish at 11pm on Tuesday"], [{**modify("b-tue", None, "2026-12-01T23:00:00+00:00"), "mentions": ["6 h more", "42.00 more"]}])
    add(11, "en", ["extend by 1 hour"], [{**modify("b-now", None, "2026-11-25T17:00:00+00:00", "extend"), "mentions": ["1 h more", "7.50 more"]}])
    price_turn = {"cards": [], "notCards": ["rates"], "booking": None, "applied": False}
    add(6, "en", [said, "how much?"], [first, {**price_turn, "mentions": ["21.00 more", "77.00 in all"]}])
    add(6, "en", [said, "how much will it cost?", "yes"], [first, {**price_turn, "mentions": ["21.00 more"]}, {"confirm": {"card": "bookings-modify", "answer": True}, "applied": False}])
    add(6, "en", ["extend by 2 hours", "how much?"], [modify("b-now", None, "2026-11-25T18:00:00+00:00", "extend"), {**price_turn, "mentions": ["15.00 more"]}])
    review = ["car tomorrow 9am to 5pm at King's Cross", "the first one"]
    add(6, "en", [*review, "how much is it?"], [{"selected": None}, {"selected": "lv-fiesta"}, {"cards": [], "notCards": ["rates"], "mentions": ["Ford Fiesta", "review card"]}])
    add(6, "en", [*review, "how much?", "go ahead"], [{"selected": None}, {"selected": "lv-fiesta"}, {"notCards": ["rates"]}, {"confirm": {"card": "booking-review", "answer": True}}])
    search = lambda start, end: {"search": {"kind": "vehicles", "startDate": start, "endDate": end}}
    add(6, "en", ["car tomorrow at 9am at King's Cross for 45 minutes"], [{**search("2026-11-26T09:00:00+00:00", "2026-11-26T10:00:00+00:00"), "mentions": ["at least 1 h", "rather than 45 min"]}], None)
    add(6, "en", ["a car on Saturday 10am at Victoria Station for half an hour"], [{**search("2026-11-28T10:00:00+00:00", "2026-11-28T11:00:00+00:00"), "mentions": ["at least 1 h"]}], None)
    add(6, "en", ["car tomorrow at 9am at King's Cross for 2 hours"], [search("2026-11-26T09:00:00+00:00", "2026-11-26T11:00:00+00:00")], None)
    add(11, "en", ["actually I'll finish at 9:30am on Tuesday"], [{**modify("b-tue", None, "2026-12-01T10:00:00+00:00"), "mentions": ["at least 1 h", "rather than 30 min"]}])
    add(18, "en", [*review, "make it 30 minutes"], [{"selected": None}, {"selected": "lv-fiesta"}, {"selected": "lv-fiesta", "mentions": ["at least 1 h", "from 09:00 to 10:00"]}])
    add(6, "en", ["I'll be 30 minutes late", "how much?"], [{"cards": ["bookings-modify"]}, {**price_turn, "mentions": ["3.75 more"]}])
    trip_review = {"selected": "lv-fiesta", "cards": ["booking-review"], "search": None}
    add(10, "en", review, [{"selected": None}, {**trip_review, "mentions": ["rental's purpose", "Business or Private"]}])
    add(18, "en", [*review, "it's for work"], [{"selected": None}, {"selected": "lv-fiesta"}, {**trip_review, "mentions": ["purpose noted: Business", "how many miles"]}])
    add(18, "en", [*review, "private", "about 20 miles"], [{"selected": None}, {"selected": "lv-fiesta"}, {**trip_review, "mentions": ["purpose noted: Private"]}, {**trip_review, "mentions": ["distance noted: 20 miles", "check it, then confirm"]}])
    add(12, "en", [*review, "business", "20 miles", "yes"], [{"selected": None}, {"selected": "lv-fiesta"}, trip_review, trip_review, {"confirm": {"card": "booking-review", "answer": True}}])
    # An end said for a booked day, with no change word: that booking's end, never a search.
    add(11, "en", ["I'll finish at 8pm on Tuesday"], [modify("b-tue", None, "2026-12-01T20:00:00+00:00")])
    add(11, "en", ["make tuesday end at 8pm"], [modify("b-tue", None, "2026-12-01T20:00:00+00:00")])
    add(11, "en", ["I'll bring the car back at 8pm on Tuesday"], [modify("b-tue", None, "2026-12-01T20:00:00+00:00")])
    add(2, "en", ["car until 8pm on Tuesday"], [{"booking": None, "search": None, "asks": "startStation"}])
    return out


for folder, lines in (("montreal-after", montreal()), ("london-after", london())):
    with open(os.path.join(HERE, folder, "conversation.jsonl"), "w", encoding="utf-8") as f:
        for d in lines:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(folder, len(lines))
