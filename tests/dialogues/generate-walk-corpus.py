#!/usr/bin/env python3
"""The walk after the search, written by hand: what a new user types once results, a booking or a
question are on screen (../shared/dialogues/CONTRACT.md, rules 10 to 17), in the families of the
walk that found the faults. Each line carries `family` (how the figures are grouped) and `rule`.

Writes montreal-after/walk.jsonl, london-after/walk.jsonl and after-london/walk.jsonl.
Run from the repository's root: python3 tests/dialogues/generate-walk-corpus.py
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
NOW_MTL = "2026-11-25T14:03:00-05:00"  # a Wednesday
NOW_LDN = "2026-11-25T14:03:00+00:00"


def mtl(t):
    return f"{t}-05:00"


def ldn(t):
    return f"{t}+00:00"


B_MTL = [
    {"id": "r-tue", "vehicle": "v-fit", "start": mtl("2026-12-01T09:00:00"), "end": mtl("2026-12-01T17:00:00"), "status": "upcoming", "startStation": "st-plateau", "endStation": "st-plateau", "price": 68.0},
    {"id": "r-now", "vehicle": "v-yaris", "start": mtl("2026-11-25T12:00:00"), "end": mtl("2026-11-25T16:00:00"), "status": "in_progress", "startStation": "st-gare-centrale", "endStation": "st-gare-centrale", "price": 36.0},
    {"id": "r-sat", "vehicle": "v-model3", "start": mtl("2026-11-28T10:00:00"), "end": mtl("2026-11-28T18:00:00"), "status": "upcoming", "startStation": "st-aeroport", "endStation": "st-aeroport", "price": 128.0},
]
B_LDN = [
    {"id": "lb-tue", "vehicle": "lv-fiesta", "start": ldn("2026-12-01T09:00:00"), "end": ldn("2026-12-01T17:00:00"), "status": "upcoming", "startStation": "l-kings-cross", "endStation": "l-kings-cross", "price": 60.0},
    {"id": "lb-now", "vehicle": "lv-v60", "start": ldn("2026-11-25T12:00:00"), "end": ldn("2026-11-25T16:00:00"), "status": "in_progress", "startStation": "l-kings-cross", "endStation": "l-kings-cross", "price": 48.0},
    {"id": "lb-sat", "vehicle": "lv-model3", "start": ldn("2026-11-28T10:00:00"), "end": ldn("2026-11-28T18:00:00"), "status": "upcoming", "startStation": "l-heathrow", "endStation": "l-heathrow", "price": 128.0},
]

out = {"montreal-after": [], "london-after": [], "after-london": []}


def line(folder, family, rule, ui, turns, expect, member="driver", bookings=None, carpoolings=None):
    lines = out[folder]
    d = {
        "id": f"walk-{folder}-{len(lines) + 1:03d}",
        "family": family,
        "rule": rule,
        "now": NOW_LDN if "london" in folder else NOW_MTL,
        "ui": ui,
        "member": member,
        "position": None,
        "turns": turns,
        "expect": expect,
    }
    if bookings:
        d["bookings"] = bookings
    if carpoolings:
        d["carpoolings"] = carpoolings
    lines.append(d)


# ---- Choosing a car in words (rule 10) ------------------------------------------------------
GARE = "voiture demain 9h à la Gare Centrale jusqu'à 17h"  # Yaris, RAV4, Niro EV
GARE2 = "il me faut une auto demain de 9h à 17h à la gare centrale"
PLATEAU = "une voiture samedi 10h au Plateau pour 3h"  # Fit, Soul, Seltos
SEEN = {"search": {"kind": "vehicles"}}


def pick(folder, ui, search, said, vehicle):
    line(folder, "choose", 10, ui, [search, said], [SEEN, {"search": None, "selected": vehicle, "cards": ["booking-review"]}])


pick("montreal-after", "fr", GARE, "la 1ère", "v-yaris")
pick("montreal-after", "fr", GARE2, "je veux la troisième", "v-niro")
pick("montreal-after", "fr", PLATEAU, "la honda svp", "v-fit")
pick("montreal-after", "fr", PLATEAU, "je vais prendre la Soul", "v-soul")
pick("montreal-after", "fr", GARE, "la kia", "v-niro")
pick("montreal-after", "fr", GARE, "donne-moi la moins chère", "v-yaris")
pick("montreal-after", "fr", PLATEAU, "le VUS", "v-seltos")
pick("montreal-after", "fr", PLATEAU, "la dernière de la liste", "v-seltos")
pick("montreal-after", "fr", "utilitaire vendredi 8h au Vieux-Port jusqu'à 12h", "ok celle-là", "v-transit")
pick("montreal-after", "fr", GARE, "je réserve la deuxième", "v-rav4")
pick("montreal-after", "fr", "auto dimanche 11h à l'aéroport jusqu'à 15h", "la tesla", "v-model3")
pick("montreal-after", "fr", GARE2, "l'électrique", "v-niro")
line("montreal-after", "choose", 10, "fr", [PLATEAU, "une kia"], [SEEN, {"search": None, "selected": None, "mentions": ["Soul", "Seltos"]}])
line("montreal-after", "choose", 10, "fr", [GARE, "plutôt le 2 décembre"], [SEEN, {"selected": None, "search": {"kind": "vehicles", "startDate": mtl("2026-12-02T09:00:00")}}])

KX = "car tomorrow 9am to 5pm at King's Cross"  # Fiesta, V60, Leaf
VIC = "need a car at Victoria on Friday 10am to 2pm"  # Transit, Corsa, Astra
LHR = "car at Heathrow Saturday 9am for 4 hours"  # Model 3, Prius
pick("london-after", "en", KX, "book the second one", "lv-v60")
pick("london-after", "en", KX, "I'll take the Volvo", "lv-v60")
pick("london-after", "en", KX, "the Leaf please", "lv-leaf")
pick("london-after", "en", KX, "let's go with the first", "lv-fiesta")
pick("london-after", "en", KX, "the electric one", "lv-leaf")
pick("london-after", "en", KX, "whichever is cheapest", "lv-fiesta")
pick("london-after", "en", KX, "number 3", "lv-leaf")
line("london-after", "choose", 10, "en", [VIC, "the Vauxhall"], [SEEN, {"search": None, "selected": None, "mentions": ["Corsa", "Astra"]}])
pick("london-after", "en", VIC, "the van", "lv-transit")
pick("london-after", "en", LHR, "the Tesla", "lv-model3")
pick("london-after", "en", LHR, "I'll have the last one", "lv-prius")
pick("london-after", "en", KX, "Fiesta", "lv-fiesta")
pick("london-after", "en", KX, "the 2nd", "lv-v60")

# ---- Changing the booking named (rule 11) ---------------------------------------------------
def change(folder, ui, turns, booking, bookings, extra=None, before=None):
    last = {"search": None, "booking": booking, "applied": False, **(extra or {})}
    line(folder, "change", 11, ui, turns, (before or [{}] * (len(turns) - 1)) + [last], bookings=bookings)


M = "montreal-after"
change(M, "fr", ["en fait je rends la voiture à 19h samedi"], {"id": "r-sat", "action": "modify", "endDate": mtl("2026-11-28T19:00:00")}, B_MTL)
change(M, "fr", ["finalement je commence à 8h mardi"], {"id": "r-tue", "action": "modify", "startDate": mtl("2026-12-01T08:00:00")}, B_MTL)
change(M, "fr", ["mardi je voudrais finir à 18h plutôt"], {"id": "r-tue", "action": "modify", "endDate": mtl("2026-12-01T18:00:00")}, B_MTL)
change(M, "fr", ["montre-moi ma réservation de samedi", "en fait mets-la dimanche"], {"id": "r-sat", "action": "modify", "startDate": mtl("2026-11-29T10:00:00"), "endDate": mtl("2026-11-29T18:00:00")}, B_MTL)
change(M, "fr", ["je vais rendre la Tesla à la Gare Centrale plutôt"], {"id": "r-sat", "action": "modify", "endStation": "st-gare-centrale"}, B_MTL)
change(M, "fr", ["la réservation de mardi, je la rends à l'aéroport finalement"], {"id": "r-tue", "action": "modify", "endStation": "st-aeroport"}, B_MTL)
change(M, "fr", ["ma réservation de samedi, décale le début à 11h"], {"id": "r-sat", "action": "modify", "startDate": mtl("2026-11-28T11:00:00")}, B_MTL)
change(M, "fr", ["finalement je garde la voiture jusqu'à 17h"], {"id": "r-now", "endDate": mtl("2026-11-25T17:00:00")}, B_MTL)
change(M, "fr", ["montre ma prochaine réservation", "change-la pour lundi"], {"id": "r-sat", "action": "modify", "startDate": mtl("2026-11-30T10:00:00"), "endDate": mtl("2026-11-30T18:00:00")}, B_MTL)
change(M, "fr", ["je finis plus tard mardi, à 22h"], {"id": "r-tue", "action": "modify", "endDate": mtl("2026-12-01T22:00:00")}, B_MTL, {"mentions": ["5 h de plus", "42,50 $ de plus"]})
for first, then, end in [
    ("voiture demain 9h à la Gare Centrale jusqu'à 18h", "finalement plutôt 19h", "2026-11-26T19:00:00"),
    ("voiture demain 9h à la Gare Centrale jusqu'à 16h", "en fait jusqu'à 18h", "2026-11-26T18:00:00"),
]:
    line(M, "change", 11, "fr", [first, then], [SEEN, {"booking": None, "search": {"kind": "vehicles", "startDate": mtl("2026-11-26T09:00:00"), "endDate": mtl(end)}}])

L = "london-after"
change(L, "en", ["actually make Tuesday's booking end at 6pm"], {"id": "lb-tue", "action": "modify", "endDate": ldn("2026-12-01T18:00:00")}, B_LDN)
change(L, "en", ["what's my next reservation?", "actually can we do Monday instead"], {"id": "lb-sat", "action": "modify", "startDate": ldn("2026-11-30T10:00:00"), "endDate": ldn("2026-11-30T18:00:00")}, B_LDN)
change(L, "en", ["push Saturday's start to 11am"], {"id": "lb-sat", "action": "modify", "startDate": ldn("2026-11-28T11:00:00")}, B_LDN)
change(L, "en", ["actually I'll start at 8 on Tuesday"], {"id": "lb-tue", "action": "modify", "startDate": ldn("2026-12-01T08:00:00")}, B_LDN)
change(L, "en", ["can Saturday's booking end at 8pm instead?"], {"id": "lb-sat", "action": "modify", "endDate": ldn("2026-11-28T20:00:00")}, B_LDN)
change(L, "en", ["actually I'll finish at 11pm on Tuesday"], {"id": "lb-tue", "action": "modify", "endDate": ldn("2026-12-01T23:00:00")}, B_LDN, {"mentions": ["6 h more", "$45.00 more"]})
change(L, "en", ["show my booking on Tuesday", "actually change it to Wednesday"], {"id": "lb-tue", "action": "modify", "startDate": ldn("2026-12-02T09:00:00"), "endDate": ldn("2026-12-02T17:00:00")}, B_LDN)
change(L, "en", ["show me the Tesla booking", "move it to Sunday"], {"id": "lb-sat", "action": "modify", "startDate": ldn("2026-11-29T10:00:00"), "endDate": ldn("2026-11-29T18:00:00")}, B_LDN)
for first, then, end in [
    ("car tomorrow 10am at Victoria until 4pm", "actually 5pm", "2026-11-26T17:00:00"),
    ("car tomorrow 10am at Victoria until 4pm", "make it until 6pm instead", "2026-11-26T18:00:00"),
]:
    line(L, "change", 11, "en", [first, then], [SEEN, {"booking": None, "search": {"kind": "vehicles", "startDate": ldn("2026-11-26T10:00:00"), "endDate": ldn(end)}}])

# ---- Typed answers to a card, extensions (rule 12, rule 11) ---------------------------------
def answer(folder, ui, turns, ans, bookings=B_MTL, card=None):
    c = {"answer": ans, **({"card": card} if card else {})}
    line(folder, "confirm", 12, ui, turns, [{}] * (len(turns) - 1) + [{"search": None, "confirm": c, "applied": False}], bookings=bookings)


answer(M, "fr", ["annule ma réservation de samedi", "ouais"], True, card="bookings-cancel")
answer(M, "fr", ["annule la réservation de mardi", "non finalement"], False, card="bookings-cancel")
answer(M, "fr", ["je veux annuler mardi", "laisse tomber"], False, card="bookings-cancel")
answer(M, "fr", ["finalement je finis à 20h mardi", "d'accord"], True, card="bookings-modify")
answer(M, "fr", ["prolonge de 30 min", "ok"], True)
answer(M, "fr", [GARE, "la 1ère", "vas-y"], True, card="booking-review")
answer(M, "fr", ["annule samedi", "oui c'est ça"], True, card="bookings-cancel")
line(M, "confirm", 12, "fr", ["oui"], [{"search": None, "confirm": None, "booking": None, "mentions": ["rien à confirmer"]}])
for said, end in [("prolonge ma location d'une heure", "2026-11-25T17:00:00"), ("rallonge de 30 minutes stp", "2026-11-25T16:30:00"), ("je peux garder l'auto 2h de plus ?", "2026-11-25T18:00:00")]:
    line(M, "confirm", 11, "fr", [said], [{"search": None, "booking": {"id": "r-now", "action": "extend", "endDate": mtl(end)}, "applied": False}], bookings=B_MTL)

answer(L, "en", ["cancel Tuesday's booking", "yep"], True, B_LDN, "bookings-cancel")
answer(L, "en", ["cancel my saturday reservation", "no, keep it"], False, B_LDN, "bookings-cancel")
answer(L, "en", ["cancel Tuesday's booking", "never mind"], False, B_LDN, "bookings-cancel")
answer(L, "en", [KX, "the second one", "go ahead"], True, B_LDN, "booking-review")
answer(L, "en", ["extend by 30 mins", "sure"], True, B_LDN)
line(L, "confirm", 12, "en", ["yes"], [{"search": None, "confirm": None, "booking": None, "mentions": ["nothing to confirm"]}])
for said, end in [("extend my rental by 45 minutes", "2026-11-25T16:45:00"), ("can I keep the car one more hour?", "2026-11-25T17:00:00")]:
    line(L, "confirm", 11, "en", [said], [{"search": None, "booking": {"id": "lb-now", "action": "extend", "endDate": ldn(end)}, "applied": False}], bookings=B_LDN)

# ---- A pending question gives way (rule 13) -------------------------------------------------
ASK = "voiture demain 9h à la Gare Centrale"
ASKED = {"asks": "endDate", "search": None}
DONE_MTL = {"search": {"kind": "vehicles", "startStation": "st-gare-centrale", "startDate": mtl("2026-11-26T09:00:00"), "endDate": mtl("2026-11-26T17:00:00")}}
LONG_FR = (
    "Bonjour, alors voilà, je vous écris parce que je prépare un long week-end avec ma famille et j'hésite encore sur beaucoup de choses. "
    * 14
    + "Ma question est simple : est-ce que je peux amener mon chien dans la voiture ?"
)
LONG_EN = (
    "Hi there, so I'm planning a long weekend with the family and there are a lot of things I am still unsure about, sorry for the long message. "
    * 14
    + "My question is simple: can I bring my dog in the car?"
)
for said, mid in [
    ("y a t il des covoit pour quebec samedi", {"asks": None, "carpool": {"action": "search"}, "search": {"kind": "carpools"}}),
    ("au fait, les chiens sont acceptés ?", {"asks": None, "search": None, "mentions": ["cage"]}),
    ("salut ça va ?", {"asks": None, "search": None}),
    # A code is part of the search the question is for: kept, the question asked again (docs/DECISIONS.md).
    ("j'ai un code promo HIVER10", {"asks": "endDate", "search": None, "mentions": ["HIVER10"]}),
    (LONG_FR, {"asks": None, "search": None, "mentions": ["cage"]}),
]:
    line(M, "pending", 13, "fr", [ASK, said, "jusqu'à 17h"], [ASKED, mid, DONE_MTL])
line(M, "pending", 13, "fr", [ASK, "la voiture ne s'ouvre pas"], [ASKED, {"asks": None, "search": None, "booking": {"id": "r-now", "action": "access"}}], bookings=B_MTL)
line(M, "pending", 13, "fr", [ASK, "annule ma réservation de mardi"], [ASKED, {"asks": None, "search": None, "booking": {"id": "r-tue", "action": "cancel"}}], bookings=B_MTL)
line(M, "pending", 13, "fr", [ASK, "euh je sais pas trop", "bof"], [ASKED, {"asks": "endDate"}, {"asks": None, "search": None}])

ASK_EN = "car tomorrow 9am at King's Cross"
DONE_LDN = {"search": {"kind": "vehicles", "startStation": "l-kings-cross", "startDate": ldn("2026-11-26T09:00:00"), "endDate": ldn("2026-11-26T17:00:00")}}
for said, mid in [
    ("hey how's it going", {"asks": None, "search": None}),
    ("any carpools to Brighton on Saturday?", {"asks": None, "carpool": {"action": "search", "destination": "Brighton"}}),
    ("I've got a promo code WINTER10", {"asks": "endDate", "search": None, "mentions": ["WINTER10"]}),
    (LONG_EN, {"asks": None, "search": None}),
    ("what are your prices?", {"asks": None, "search": None}),
]:
    line(L, "pending", 13, "en", [ASK_EN, said, "until 5pm"], [ASKED, mid, DONE_LDN])
line(L, "pending", 13, "en", [ASK_EN, "my car won't unlock"], [ASKED, {"asks": None, "search": None, "booking": {"id": "lb-now", "action": "access"}}], bookings=B_LDN)
line(L, "pending", 13, "en", [ASK_EN, "show my bookings"], [ASKED, {"asks": None, "search": None}], bookings=B_LDN)
line(L, "pending", 13, "en", [ASK_EN, "hmm dunno", "whatever"], [ASKED, {"asks": "endDate"}, {"asks": None, "search": None}])

# ---- Carpools in words (rule 14) ------------------------------------------------------------
def carpool(folder, ui, turns, cp, extra=None, carpoolings=None, before=None):
    line(folder, "carpools", 14, ui, turns, (before or [{}] * (len(turns) - 1)) + [{"carpool": cp, **(extra or {})}], carpoolings=carpoolings)


KIND_CP = {"search": {"kind": "carpools"}}
# A carpool search with no station said asks it (Part 1, pub-d11), in carpool words, already about carpools.
ASKS_FROM = {"intent": "join_carpool", "asks": "startStation", "search": None}
FROM_WORDS = {"fr": ["partez"], "en": ["leaving from"]}


def carpool_search(ui, said, cp, station, search):
    asks = {**ASKS_FROM, "carpool": cp, "mentions": FROM_WORDS[ui]}
    line(M, "carpools", 14, ui, [said, station], [asks, {"asks": None, "carpool": {"action": "search"}, "search": {"kind": "carpools", **search}}])


carpool_search("fr", "y a t il des covoit pour quebec lundi", {"action": "search"}, "Gare Centrale", {"startStation": "st-gare-centrale", "startDate": mtl("2026-11-30T00:00:00"), "endDate": mtl("2026-12-01T00:00:00")})
carpool_search("fr", "des covoiturages vers Tremblant dimanche ?", {"action": "search", "destination": "Tremblant"}, "au Plateau", {"startStation": "st-plateau", "startDate": mtl("2026-11-29T00:00:00")})
carpool_search("fr", "quelqu'un fait du covoiturage pour Québec samedi ?", {"action": "search", "destination": "Québec"}, "Longueuil", {"startStation": "st-longueuil", "destination": "Québec"})
carpool(M, "fr", ["je peux prendre 2 passagers pour Québec samedi 8h depuis la Gare Centrale, retour 20h"], {"action": "offer", "destination": "Québec", "seats": 2}, {"search": {"kind": "vehicles", "carpooling": True, "startStation": "st-gare-centrale", "startDate": mtl("2026-11-28T08:00:00"), "endDate": mtl("2026-11-28T20:00:00")}})
carpool(M, "fr", ["j'offre 3 places pour Mont-Tremblant dimanche 7h au Plateau jusqu'à 18h"], {"action": "offer", "seats": 3}, {"search": {"kind": "vehicles", "carpooling": True, "startStation": "st-plateau"}})
carpool(M, "fr", ["covoit pour Québec samedi à la gare centrale", "je prends la première"], {"action": "join", "id": "cp-quebec-sat"}, before=[KIND_CP])
carpool(M, "en", ["carpools to Tremblant on Sunday from the Plateau", "join that one"], {"action": "join", "id": "cp-tremblant-sun"}, before=[KIND_CP])
BOTH = [{"id": "cg-1", "carpool": "cp-quebec-sat"}, {"id": "cg-2", "carpool": "cp-tremblant-sun"}]
carpool(M, "fr", ["je quitte mon covoit de samedi"], {"action": "leave", "id": "cp-quebec-sat"}, {"search": None}, BOTH)
carpool(M, "fr", ["je ne vais plus à Tremblant, retire-moi du covoiturage"], {"action": "leave", "id": "cp-tremblant-sun"}, {"search": None}, BOTH)
carpool(M, "en", ["get me out of my carpool"], {"action": "leave", "id": "cp-quebec-sat"}, {"search": None}, BOTH[:1])
line(M, "carpools", 14, "en", ["any carpools going to Quebec this weekend?"], [{**ASKS_FROM, "mentions": FROM_WORDS["en"], "carpool": {"action": "search", "destination": "Quebec"}}])
carpool(M, "en", ["I can give 2 people a lift to Quebec on Saturday from Central Station at 8am, back by 8pm"], {"action": "offer", "destination": "Quebec", "seats": 2}, {"search": {"kind": "vehicles", "carpooling": True}})
carpool(L, "en", ["carpools to Brighton on Saturday from Victoria"], {"action": "search", "destination": "Brighton"}, {"search": {"kind": "carpools", "startStation": "l-victoria"}})
A = "after-london"
for ui, said in [("en", "any carpools to Oxford on Saturday?"), ("en", "I can offer 3 seats to Brighton on Sunday"), ("fr", "y a-t-il du covoiturage pour Cambridge demain"), ("en", "join a carpool to Bath")]:
    line(A, "carpools", 14, ui, [said], [{"search": None, "asks": None, "carpool": None, "mentions": ["covoiturage" if ui == "fr" else "carpool"]}])

# ---- Trouble during a trip (rule 15) --------------------------------------------------------
NOW_ONLY = [B_MTL[1]]
ACCESS = {"search": None, "booking": {"id": "r-now", "action": "access"}, "mentions": ["514 555 0100"]}
for said, exp, member in [
    ("l'auto veut pas s'ouvrir", ACCESS, "driver"),
    ("impossible de déverrouiller la voiture", ACCESS, "driver"),
    ("je ne trouve pas ma voiture", {"search": None, "mentions": ["P2"]}, "driver"),
    ("elle est où la voiture ?", {"search": None, "mentions": ["Mansfield"]}, "driver"),
    ("la batterie est morte", {"search": None, "intent": "report_incident", "mentions": ["514 555 0199"]}, "driver"),
    ("l'auto démarre plus", {"search": None, "intent": "report_incident"}, "driver"),
    ("j'ai oublié mon portefeuille dans la voiture", {"search": None, "mentions": ["514 555 0100", "Yaris"]}, "driver"),
    ("j'ai eu une amende de stationnement", {"search": None, "notCards": ["invoices"], "mentions": ["frais"]}, "driver"),
    ("je reçois pas le texto avec le code", {"search": None, "notCards": ["invoices"], "cards": ["signup-code"]}, "registering"),
]:
    line(M, "trouble", 15, "fr", [said], [exp], member=member, bookings=NOW_ONLY if member == "driver" else None)

LNOW = [{**B_LDN[1], "id": "lb-now"}]
L_ACCESS = {"search": None, "booking": {"id": "lb-now", "action": "access"}, "mentions": ["20 7946 0000"]}
for said, exp, member in [
    ("the car won't open", L_ACCESS, "driver"),
    ("can't get into the car, it stays locked", L_ACCESS, "driver"),
    ("I can't find the car", {"search": None, "mentions": ["York Way"]}, "driver"),
    ("battery's flat", {"search": None, "intent": "report_incident", "mentions": ["20 7946 0999"]}, "driver"),
    ("I got a parking ticket", {"search": None, "notCards": ["invoices"], "mentions": ["admin fee"]}, "driver"),
    ("never received the text with my code", {"search": None, "notCards": ["invoices"], "cards": ["signup-code"]}, "registering"),
    ("I left my phone in the car", {"search": None, "mentions": ["20 7946 0000"]}, "driver"),
]:
    line(A, "trouble", 15, "en", [said], [exp], member=member, bookings=LNOW if member == "driver" else None)

# ---- Questions the help content answers (rule 16) -------------------------------------------
for ui, said, mention, member in [
    ("fr", "est-ce que je peux amener mon chat ?", "cage", "driver"),
    ("fr", "mon conjoint peut-il conduire aussi ?", "conducteur", "driver"),
    ("fr", "faut-il remettre de l'essence ?", "quart", "driver"),
    ("fr", "c'est où exactement la station du Vieux-Port ?", "King-Edward", "guest"),
    ("fr", "il faut quel permis pour louer ?", "514 555 0100", "guest"),
    ("fr", "c'est combien la franchise en cas d'accident ?", "514 555 0100", "driver"),
    ("fr", "on a le droit de fumer dans l'auto ?", "514 555 0100", "guest"),
    ("fr", "les animaux sont permis ?", "cage", "guest"),
]:
    line(M, "questions", 16, ui, [said], [{"search": None, "lang": ui, "mentions": [mention], "notCards": ["login"]}], member=member)
for ui, said, mention, member in [
    ("en", "is smoking allowed in the cars?", "penalty", "guest"),
    ("en", "can I bring my dog along?", "crate", "driver"),
    ("en", "where exactly do I find the King's Cross cars?", "York Way", "guest"),
    ("en", "do I have to pay the congestion charge?", "admin fee", "driver"),
    ("en", "can my wife drive the car too?", "20 7946 0000", "driver"),
    ("en", "what kind of licence do I need?", "20 7946 0000", "guest"),
    ("en", "what's the excess if I crash?", "20 7946 0000", "guest"),
    ("fr", "est-ce qu'on peut fumer ?", "100", "guest"),
]:
    line(A, "questions", 16, ui, [said], [{"search": None, "lang": ui, "mentions": [mention], "notCards": ["login"]}], member=member)

# ---- One language per reply (rule 17): the cards of an English sentence on a French screen ---
for said, exp in [
    ("car tomorrow 9am to 5pm at Central Station", {"lang": "en", "search": {"kind": "vehicles"}}),
    ("show my next booking", {"lang": "en", "booking": {"id": "r-sat", "action": "show"}}),
]:
    line(M, "language", 17, "fr", [said], [exp], bookings=B_MTL)
line(L, "language", 17, "en", ["voiture demain 9h à King's Cross jusqu'à 17h", "la deuxième"], [{"lang": "fr"}, {"lang": "fr", "selected": "lv-v60"}])

for folder, lines in out.items():
    with open(os.path.join(HERE, folder, "walk.jsonl"), "w", encoding="utf-8") as f:
        for d in lines:
            f.write(json.dumps(d, ensure_ascii=False) + "\n")
    print(folder, len(lines))
