#!/usr/bin/env python3
"""Writes the corpus of the conversation after the search (../shared/dialogues/CONTRACT.md, Part 2,
rules 10, 11, 12, 17 and 18) for a French tenant (montreal-after, the Part 2 public catalog) and an
English one (london-after): each line carries its `rule`, and its expectations follow from the
rules, not from the replay's output. Run: python3 tests/dialogues/generate-after-corpus.py"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
NOW_MTL = "2026-11-25T14:03:00-05:00"  # a Wednesday
NOW_LDN = "2026-11-25T14:03:00+00:00"

# Results in catalog order, per station (the fake search's answer).
MTL = {
    "st-gare-centrale": [("v-yaris", "Toyota", "Yaris", 9.0), ("v-rav4", "Toyota", "RAV4", 14.0), ("v-niro", "Kia", "Niro EV", 12.0)],
    "st-plateau": [("v-fit", "Honda", "Fit", 8.5), ("v-soul", "Kia", "Soul", 8.0), ("v-seltos", "Kia", "Seltos", 13.0)],
    "st-aeroport": [("v-model3", "Tesla", "Model 3", 16.0), ("v-corolla", "Toyota", "Corolla", 10.0)],
}
LDN = {
    "l-kings-cross": [("lv-fiesta", "Ford", "Fiesta", 7.5), ("lv-v60", "Volvo", "V60", 12.0), ("lv-leaf", "Nissan", "Leaf", 10.0)],
    "l-victoria": [("lv-transit", "Ford", "Transit", 15.0), ("lv-corsa", "Vauxhall", "Corsa", 7.0), ("lv-astra", "Vauxhall", "Astra", 9.0)],
    "l-heathrow": [("lv-model3", "Tesla", "Model 3", 16.0), ("lv-prius", "Toyota", "Prius", 9.0)],
}
MTL_SEARCH = {
    "st-gare-centrale": "voiture demain 9h à la Gare Centrale jusqu'à 17h",
    "st-plateau": "une auto samedi 10h au Plateau pour 3h",
    "st-aeroport": "réserver une voiture vendredi 8h à l'aéroport pour 4h",
}
LDN_SEARCH = {
    "l-kings-cross": "car tomorrow 9am to 5pm at King's Cross",
    "l-victoria": "book a car Saturday 10am at Victoria for 3 hours",
    "l-heathrow": "rent a car Friday 8am at Heathrow for 4 hours",
}

lines = {"montreal-after": [], "london-after": []}


def add(tenant, rule, turns, expect, ui, now, member="driver", bookings=None):
    n = len(lines[tenant]) + 1
    line = {"id": f"{tenant}-{n:03d}", "rule": rule, "now": now, "ui": ui, "member": member, "position": None, "turns": turns, "expect": expect}
    if bookings is not None:
        line["bookings"] = bookings
    lines[tenant].append(line)


# Rule 10: choosing from the results in words.
FR_POS = [("la 1ère", 0), ("la première", 0), ("je prends la première", 0), ("la 2ème", 1), ("la 2e", 1), ("la deuxième", 1), ("je prends la deuxième", 1), ("la 3e", 2), ("la troisième", 2), ("la dernière", -1)]
EN_POS = [("the first one", 0), ("the 1st", 0), ("book the second one", 1), ("the second one", 1), ("I'll take the second one", 1), ("the third one", 2), ("number two", 1), ("the last one", -1), ("I'll go with the first", 0), ("the 3rd one", 2)]
for tenant, table, searches, positions, ui, now, cheapest in (
    ("montreal-after", MTL, MTL_SEARCH, FR_POS, "fr", NOW_MTL, ["la moins chère", "le moins cher", "je prends la moins chère"]),
    ("london-after", LDN, LDN_SEARCH, EN_POS, "en", NOW_LDN, ["the cheapest one", "the cheapest", "I'll take the cheapest one"]),
):
    for station, results in table.items():
        first = {"search": {"kind": "vehicles", "startStation": station}, "selected": None}
        for sentence, at in positions:
            if at >= len(results):
                continue
            add(tenant, 10, [searches[station], sentence], [first, {"search": None, "selected": results[at][0], "lang": ui}], ui, now)
        for sentence in cheapest:
            best = min(results, key=lambda r: r[3])
            add(tenant, 10, [searches[station], sentence], [first, {"search": None, "selected": best[0]}], ui, now)
        makes = {}
        for vid, make, model, _ in results:
            makes.setdefault(make, []).append((vid, model))
        for vid, make, model, _ in results:
            said = f"la {model}" if ui == "fr" else f"the {model}"
            add(tenant, 10, [searches[station], said], [first, {"search": None, "selected": vid}], ui, now)
            said = f"je prends la {model.split(' ')[0]}" if ui == "fr" else f"I'll take the {model.split(' ')[0]}"
            add(tenant, 10, [searches[station], said], [first, {"search": None, "selected": vid}], ui, now)
        for make, models in makes.items():
            said = f"la {make}" if ui == "fr" else f"the {make}"
            if len(models) == 1:
                add(tenant, 10, [searches[station], said], [first, {"search": None, "selected": models[0][0]}], ui, now)
            else:
                add(tenant, 10, [searches[station], said], [first, {"search": None, "selected": None, "mentions": [m for _, m in models]}], ui, now)
        # Beyond the list: nothing chosen, never a date.
        beyond = "la 5e" if ui == "fr" else "the fifth one"
        add(tenant, 10, [searches[station], beyond], [first, {"search": None, "selected": None}], ui, now)
        that = "celle-là" if ui == "fr" else "that one"
        add(tenant, 10, [searches[station], that], [first, {"search": None, "selected": None}], ui, now)

# An ordinal is a date again without results; "le 2 décembre" after results stays a date.
add("montreal-after", 10, ["voiture demain 9h à la Gare Centrale jusqu'à 17h", "le 2 décembre"], [{}, {"selected": None, "search": {"kind": "vehicles", "startDate": "2026-12-02T09:00:00-05:00"}}], "fr", NOW_MTL)
add("montreal-after", 10, ["la 2ème"], [{"selected": None}], "fr", NOW_MTL)
add("london-after", 10, ["the second one"], [{"selected": None}], "en", NOW_LDN)
# A category with its article chooses; the only SUV at Gare Centrale is the RAV4, the only van at Victoria the Transit.
add("montreal-after", 10, ["voiture demain 9h à la Gare Centrale jusqu'à 17h", "le SUV"], [{}, {"search": None, "selected": "v-rav4"}], "fr", NOW_MTL)
add("london-after", 10, ["book a car Saturday 10am at Victoria for 3 hours", "the van"], [{}, {"search": None, "selected": "lv-transit"}], "en", NOW_LDN)
# Rule 6 still sorts when the sentence also says what to search.
add("montreal-after", 10, ["voiture demain 9h à la Gare Centrale jusqu'à 17h", "la moins chère samedi 10h au Plateau pour 2h"], [{}, {"selected": None, "search": {"kind": "vehicles", "startStation": "st-plateau", "sort": "price"}}], "fr", NOW_MTL)

# Bookings of the member (rule 11, 12, 18).
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


def mod(id_, action="modify", **kw):
    return {"id": id_, "action": action, **kw}


# Rule 11: the booking named, modified, never a search, never applied.
FR11 = [
    (["finalement je finis à 20h mardi"], [{"search": None, "booking": mod("r-tue", endDate="2026-12-01T20:00:00-05:00"), "applied": False}]),
    (["en fait je termine à 19h mardi"], [{"search": None, "booking": mod("r-tue", endDate="2026-12-01T19:00:00-05:00")}]),
    (["finalement je rends la voiture à 15h mardi"], [{"search": None, "booking": mod("r-tue", endDate="2026-12-01T15:00:00-05:00")}]),
    (["finalement je commence à 10h mardi"], [{"search": None, "booking": mod("r-tue", startDate="2026-12-01T10:00:00-05:00", endDate="2026-12-01T18:00:00-05:00")}]),
    (["finalement je finis à 23h mardi"], [{"search": None, "booking": mod("r-tue", endDate="2026-12-01T23:00:00-05:00"), "mentions": ["6 h de plus", "51,00 $ de plus"]}]),
    (["finalement la Tesla je la rends à 20h"], [{"search": None, "booking": mod("r-sat", endDate="2026-11-28T20:00:00-05:00")}]),
    (["montre ma réservation de samedi", "finalement plutôt dimanche"], [{"booking": {"id": "r-sat", "action": "show"}}, {"search": None, "booking": mod("r-sat", startDate="2026-11-29T10:00:00-05:00", endDate="2026-11-29T18:00:00-05:00")}]),
    (["montre ma réservation de mardi", "en fait change pour mercredi"], [{"booking": {"id": "r-tue", "action": "show"}}, {"search": None, "booking": mod("r-tue", startDate="2026-12-02T09:00:00-05:00", endDate="2026-12-02T17:00:00-05:00")}]),
    (["montre ma réservation de mardi", "finalement je finis à 18h"], [{"booking": {"id": "r-tue", "action": "show"}}, {"search": None, "booking": mod("r-tue", endDate="2026-12-01T18:00:00-05:00")}]),
    (["prolonge de 30 min"], [{"search": None, "booking": mod("r-now", "extend", endDate="2026-11-25T16:30:00-05:00"), "mentions": ["30 min de plus", "4,50 $ de plus"], "applied": False}]),
    (["prolonge d'une heure"], [{"search": None, "booking": mod("r-now", "extend", endDate="2026-11-25T17:00:00-05:00"), "mentions": ["1 h de plus"]}]),
    (["je voudrais 45 minutes de plus"], [{"search": None, "booking": mod("r-now", "extend", endDate="2026-11-25T16:45:00-05:00")}]),
    (["prolonger ma location de 2h"], [{"search": None, "booking": mod("r-now", "extend", endDate="2026-11-25T18:00:00-05:00")}]),
    (["finalement je la ramène à la Gare Centrale samedi"], [{"search": None, "booking": mod("r-sat", endStation="st-gare-centrale")}]),
    (["je peux rendre la Tesla au Plateau à la place ?"], [{"search": None, "booking": mod("r-sat", endStation="st-plateau", startDate=None, endDate=None)}]),
    (["annule ma réservation de mardi"], [{"search": None, "booking": {"id": "r-tue", "action": "cancel"}, "applied": False}]),
    (["active la géolocalisation pour mardi"], [{"search": None, "booking": {"id": "r-tue", "action": "geotracking"}}]),
]
EN11 = [
    (["actually I'll finish at 8pm on Tuesday"], [{"search": None, "booking": mod("b-tue", endDate="2026-12-01T20:00:00+00:00"), "applied": False}]),
    (["actually end it at 7pm on Tuesday"], [{"search": None, "booking": mod("b-tue", endDate="2026-12-01T19:00:00+00:00")}]),
    (["actually I'll start at 10am on Tuesday"], [{"search": None, "booking": mod("b-tue", startDate="2026-12-01T10:00:00+00:00", endDate="2026-12-01T18:00:00+00:00")}]),
    (["actually I'll finish at 11pm on Tuesday"], [{"search": None, "booking": mod("b-tue", endDate="2026-12-01T23:00:00+00:00"), "mentions": ["6 h more"]}]),
    (["show my next booking", "actually change it to Sunday"], [{"booking": {"id": "b-sat", "action": "show"}}, {"search": None, "booking": mod("b-sat", startDate="2026-11-29T10:00:00+00:00", endDate="2026-11-29T18:00:00+00:00")}]),
    (["show my booking on Saturday", "actually change it to Sunday"], [{"booking": {"id": "b-sat", "action": "show"}}, {"search": None, "booking": mod("b-sat", startDate="2026-11-29T10:00:00+00:00", endDate="2026-11-29T18:00:00+00:00")}]),
    (["show my booking on Tuesday", "actually I'll finish at 6pm"], [{"booking": {"id": "b-tue", "action": "show"}}, {"search": None, "booking": mod("b-tue", endDate="2026-12-01T18:00:00+00:00")}]),
    (["extend by 30 minutes"], [{"search": None, "booking": mod("b-now", "extend", endDate="2026-11-25T16:30:00+00:00"), "mentions": ["30 min more"]}]),
    (["extend my rental by an hour"], [{"search": None, "booking": mod("b-now", "extend", endDate="2026-11-25T17:00:00+00:00")}]),
    (["can you extend it by 45 minutes"], [{"search": None, "booking": mod("b-now", "extend", endDate="2026-11-25T16:45:00+00:00")}]),
    (["can I return the Tesla at Victoria instead?"], [{"search": None, "booking": mod("b-sat", endStation="l-victoria")}]),
    (["actually I'll return it at King's Cross on Saturday"], [{"search": None, "booking": mod("b-sat", endStation="l-kings-cross")}]),
    (["cancel my booking on Tuesday"], [{"search": None, "booking": {"id": "b-tue", "action": "cancel"}, "applied": False}]),
]
for turns, expect in FR11:
    add("montreal-after", 11, turns, expect, "fr", NOW_MTL, bookings=MTL_BOOKINGS)
for turns, expect in EN11:
    add("london-after", 11, turns, expect, "en", NOW_LDN, bookings=LDN_BOOKINGS)
# A search's end moved when the end was said last; the start when a length was.
for end_said, change, want_start, want_end in (
    ("jusqu'à 18h", "finalement 19h", "2026-11-26T09:00:00-05:00", "2026-11-26T19:00:00-05:00"),
    ("jusqu'à 17h", "en fait 20h", "2026-11-26T09:00:00-05:00", "2026-11-26T20:00:00-05:00"),
    ("pour 2h", "plutôt 10h", "2026-11-26T10:00:00-05:00", None),
):
    search = {"kind": "vehicles", "startStation": "st-gare-centrale", "startDate": want_start, **({"endDate": want_end} if want_end else {})}
    add("montreal-after", 11, [f"voiture demain 9h à la Gare Centrale {end_said}", change], [{}, {"selected": None, "search": search}], "fr", NOW_MTL)
for end_said, change, want_start, want_end in (
    ("until 5pm", "actually 7pm", "2026-11-26T09:00:00+00:00", "2026-11-26T19:00:00+00:00"),
    ("for 2 hours", "make it 10am instead", "2026-11-26T10:00:00+00:00", None),
):
    search = {"kind": "vehicles", "startStation": "l-kings-cross", "startDate": want_start, **({"endDate": want_end} if want_end else {})}
    add("london-after", 11, [f"car tomorrow 9am at King's Cross {end_said}", change], [{}, {"search": search}], "en", NOW_LDN)

# Rule 12: typed answers to the newest card asking yes or no; small talk without one.
for yes in ["oui", "ouais", "ok", "d'accord", "confirme", "vas-y", "oui merci"]:
    add("montreal-after", 12, ["annule ma réservation de mardi", yes], [{"booking": {"id": "r-tue", "action": "cancel"}}, {"search": None, "confirm": {"card": "bookings-cancel", "answer": True}}], "fr", NOW_MTL, bookings=MTL_BOOKINGS)
for no in ["non", "laisse tomber", "non merci"]:
    add("montreal-after", 12, ["annule ma réservation de mardi", no], [{}, {"search": None, "confirm": {"card": "bookings-cancel", "answer": False}}], "fr", NOW_MTL, bookings=MTL_BOOKINGS)
for yes in ["yes", "yep", "sure", "go ahead", "confirm", "ok"]:
    add("london-after", 12, ["cancel my booking on Tuesday", yes], [{"booking": {"id": "b-tue", "action": "cancel"}}, {"search": None, "confirm": {"card": "bookings-cancel", "answer": True}}], "en", NOW_LDN, bookings=LDN_BOOKINGS)
for no in ["no", "never mind", "no thanks"]:
    add("london-after", 12, ["cancel my booking on Tuesday", no], [{}, {"search": None, "confirm": {"card": "bookings-cancel", "answer": False}}], "en", NOW_LDN, bookings=LDN_BOOKINGS)
add("montreal-after", 12, ["prolonge de 30 min", "oui"], [{"booking": {"action": "extend"}}, {"confirm": {"card": "bookings-modify", "answer": True}, "booking": None}], "fr", NOW_MTL, bookings=MTL_BOOKINGS)
add("montreal-after", 12, ["finalement je finis à 20h mardi", "vas-y"], [{}, {"confirm": {"card": "bookings-modify", "answer": True}}], "fr", NOW_MTL, bookings=MTL_BOOKINGS)
add("london-after", 12, ["extend by 30 minutes", "yes"], [{}, {"confirm": {"card": "bookings-modify", "answer": True}}], "en", NOW_LDN, bookings=LDN_BOOKINGS)
add("montreal-after", 12, ["voiture demain 9h à la Gare Centrale jusqu'à 17h", "la 2ème", "oui"], [{}, {"selected": "v-rav4"}, {"confirm": {"card": "booking-review", "answer": True}, "search": None}], "fr", NOW_MTL)
add("london-after", 12, ["car tomorrow 9am to 5pm at King's Cross", "the Leaf", "go ahead"], [{}, {"selected": "lv-leaf"}, {"confirm": {"card": "booking-review", "answer": True}}], "en", NOW_LDN)
add("montreal-after", 12, ["oui"], [{"confirm": None, "search": None}], "fr", NOW_MTL)
add("london-after", 12, ["yes"], [{"confirm": None, "search": None}], "en", NOW_LDN)
add("montreal-after", 12, ["voiture demain 9h à la Gare Centrale jusqu'à 17h", "oui"], [{}, {"confirm": None}], "fr", NOW_MTL)

# Rule 17: one language per reply, whatever the interface's.
add("montreal-after", 17, ["car tomorrow 9am to 5pm at Central Station", "the second one"], [{"lang": "en"}, {"lang": "en", "selected": "v-rav4", "mentions": ["here is the"]}], "fr", NOW_MTL)
add("london-after", 17, ["voiture demain 9h à King's Cross jusqu'à 17h", "la deuxième"], [{"lang": "fr"}, {"lang": "fr", "selected": "lv-v60", "mentions": ["voici"]}], "en", NOW_LDN)
add("montreal-after", 17, ["actually I'll finish at 8pm on Tuesday"], [{"lang": "en", "booking": mod("r-tue", endDate="2026-12-01T20:00:00-05:00"), "mentions": ["Here is the change"], "absent": ["Voici"]}], "fr", NOW_MTL, bookings=MTL_BOOKINGS)
add("london-after", 17, ["finalement je finis à 20h mardi"], [{"lang": "fr", "booking": mod("b-tue", endDate="2026-12-01T20:00:00+00:00"), "mentions": ["Voici le changement"], "absent": ["Here is"]}], "en", NOW_LDN, bookings=LDN_BOOKINGS)
add("montreal-after", 17, ["cancel my booking on Tuesday", "yes"], [{"lang": "en"}, {"lang": "en", "mentions": ["I confirm"]}], "fr", NOW_MTL, bookings=MTL_BOOKINGS)
add("london-after", 17, ["annule ma réservation de mardi", "oui"], [{"lang": "fr"}, {"lang": "fr", "mentions": ["je confirme"]}], "en", NOW_LDN, bookings=LDN_BOOKINGS)

# Rule 18: a choice and a booking shown are remembered for the next turn.
add("montreal-after", 18, ["voiture demain 9h à la Gare Centrale jusqu'à 17h", "la 2ème", "et pour 3h"], [{}, {"selected": "v-rav4"}, {"selected": "v-rav4", "search": None, "cards": ["booking-review"]}], "fr", NOW_MTL)
add("montreal-after", 18, ["une auto samedi 10h au Plateau pour 3h", "la Seltos", "et avec GPS"], [{}, {"selected": "v-seltos"}, {"selected": "v-seltos", "search": None}], "fr", NOW_MTL)
add("london-after", 18, ["car tomorrow 9am to 5pm at King's Cross", "the second one", "and for 3 hours"], [{}, {"selected": "lv-v60"}, {"selected": "lv-v60", "search": None, "cards": ["booking-review"]}], "en", NOW_LDN)
add("london-after", 18, ["book a car Saturday 10am at Victoria for 3 hours", "the Astra", "and add GPS"], [{}, {"selected": "lv-astra"}, {"selected": "lv-astra", "search": None}], "en", NOW_LDN)
add("montreal-after", 18, ["montre ma réservation de mardi", "et la Tesla ?"], [{"booking": {"id": "r-tue", "action": "show"}}, {"booking": {"id": "r-sat", "action": "show"}, "search": None}], "fr", NOW_MTL, bookings=MTL_BOOKINGS)
add("london-after", 18, ["show my booking on Tuesday", "and the Tesla?"], [{"booking": {"id": "b-tue", "action": "show"}}, {"booking": {"id": "b-sat", "action": "show"}, "search": None}], "en", NOW_LDN, bookings=LDN_BOOKINGS)
add("montreal-after", 18, ["montre ma réservation de samedi", "finalement je finis à 20h", "oui"], [{}, {"booking": mod("r-sat", endDate="2026-11-28T20:00:00-05:00")}, {"confirm": {"card": "bookings-modify", "answer": True}}], "fr", NOW_MTL, bookings=MTL_BOOKINGS)
add("london-after", 18, ["show my booking on Saturday", "actually I'll finish at 8pm", "yes"], [{}, {"booking": mod("b-sat", endDate="2026-11-28T20:00:00+00:00")}, {"confirm": {"card": "bookings-modify", "answer": True}}], "en", NOW_LDN, bookings=LDN_BOOKINGS)
add("montreal-after", 18, ["voiture demain 9h à la Gare Centrale jusqu'à 17h", "la 2ème", "voiture samedi 10h au Plateau pour 2h"], [{}, {"selected": "v-rav4"}, {"selected": None, "search": {"kind": "vehicles", "startStation": "st-plateau"}}], "fr", NOW_MTL)

for tenant, rows in lines.items():
    with open(os.path.join(HERE, tenant, "corpus.jsonl"), "w", encoding="utf-8") as f:
        for row in rows:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(tenant, len(rows))
