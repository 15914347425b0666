"""Writes tests/dialogues/after-*/corpus.jsonl: Part 2 rules 13-16 of ../shared/dialogues/CONTRACT.md
(a pending question gives way, carpools in words, trouble during a trip, questions from the help
content) over a French tenant (after-montreal, the public Part 2 catalog) and an English one without
carpools (after-london). Each line says its rule in `rule`. Run: python3 tests/dialogues/generate-help-corpus.py"""
import json, os, copy

HERE = os.path.dirname(os.path.abspath(__file__))
NOW_MTL = "2026-11-25T14:03:00-05:00"
NOW_LDN = "2026-11-25T14:03:00+00:00"

london = json.load(open(os.path.join(HERE, "london", "catalog.json")))
london = copy.deepcopy(london)
london["carpooling"] = False
for s in london["stations"]:
    if s["id"] == "l-kings-cross":
        s["description"] = "Underground car park, level -2, bays 40 to 48, entrance on York Way."
london["faq"] = [
    {"id": "faq-pets", "question": {"fr": "Les animaux sont-ils acceptés ?", "en": "Can I bring my dog?"},
     "answer": {"fr": "Oui, en cage de transport ; des frais de nettoyage s'appliquent.", "en": "Yes, in a crate; a valeting fee applies if hair is left."},
     "keywords": ["animal", "animaux", "chien", "dog", "pet", "cat"]},
    {"id": "faq-smoking", "question": {"fr": "Peut-on fumer ?", "en": "Can I smoke in the car?"},
     "answer": {"fr": "Non, il est interdit de fumer ; une pénalité de 100 £ s'applique.", "en": "No, smoking is forbidden; a 100 GBP penalty applies."},
     "keywords": ["fumer", "smoke", "smoking", "cigarette", "vape"]},
    {"id": "faq-congestion", "question": {"fr": "Qui paie la congestion charge ?", "en": "Who pays the congestion charge?"},
     "answer": {"fr": "Vous : elle est refacturée avec 10 £ de frais.", "en": "You do: we recharge it with a 10 GBP admin fee."},
     "keywords": ["congestion", "fine", "fines", "ticket", "pcn", "amende", "contravention"]},
]
json.dump(london, open(os.path.join(HERE, "after-london", "catalog.json"), "w"), ensure_ascii=False, indent=1)

IN_PROGRESS_MTL = {"id": "r-now", "vehicle": "v-yaris", "start": "2026-11-25T12:00:00-05:00", "end": "2026-11-25T16:00:00-05:00",
                   "status": "in_progress", "startStation": "st-gare-centrale", "endStation": "st-gare-centrale", "price": 36.0}
NEXT_MTL = {"id": "r-sat", "vehicle": "v-fit", "start": "2026-11-28T10:00:00-05:00", "end": "2026-11-28T18:00:00-05:00",
            "status": "upcoming", "startStation": "st-plateau", "endStation": "st-plateau", "price": 65.0}
IN_PROGRESS_LDN = {"id": "r-ldn", "vehicle": None, "start": "2026-11-25T12:00:00+00:00", "end": "2026-11-25T18:00:00+00:00",
                   "status": "in_progress", "startStation": "l-kings-cross", "endStation": "l-kings-cross", "price": 40.0}

lines = {"after-montreal": [], "after-london": []}

def add(tenant, rule, ui, turns, expect, member="driver", **extra):
    n = len(lines[tenant]) + 1
    line = {"id": f"{tenant}-{n:03d}", "rule": rule, "now": NOW_MTL if tenant == "after-montreal" else NOW_LDN, "ui": ui,
            "member": member, "position": None, "turns": turns, "expect": expect}
    line.update(extra)
    lines[tenant].append(line)

# Rule 15: trouble during a trip.
for text, ui in [("la voiture ne s'ouvre pas", "fr"), ("la portière reste verrouillée, je n'arrive pas à ouvrir", "fr"), ("impossible d'ouvrir la voiture", "fr"),
                 ("the car won't unlock", "en"), ("I can't open the car", "en"), ("the car is still locked and won't open", "en")]:
    for booking in (IN_PROGRESS_MTL, NEXT_MTL):
        add("after-montreal", 15, ui, [text], [{"search": None, "booking": {"id": booking["id"], "action": "access"}, "mentions": ["514 555 0100"], "applied": False}], bookings=[booking])
for text, ui in [("je trouve pas la voiture", "fr"), ("je ne trouve pas ma voiture", "fr"), ("I can't find the car", "en"), ("I cannot find my car", "en")]:
    add("after-montreal", 15, ui, [text], [{"search": None, "mentions": ["P2"]}], bookings=[IN_PROGRESS_MTL])
    add("after-montreal", 15, ui, [text], [{"search": None, "mentions": ["4500"]}], bookings=[NEXT_MTL])
for text, ui in [("j'ai oublié mon téléphone dans la voiture", "fr"), ("j'ai laissé mon sac dans la voiture", "fr"), ("I left my bag in the car", "en"), ("I forgot my phone in the car", "en")]:
    add("after-montreal", 15, ui, [text], [{"search": None, "mentions": ["514 555 0100", "Yaris"]}], bookings=[IN_PROGRESS_MTL])
for text, ui, word in [("j'ai reçu une contravention pendant ma location", "fr", "frais de traitement"), ("j'ai eu une amende", "fr", "frais de traitement"),
                       ("I got a parking ticket", "en", "handling fee"), ("I got a fine during my rental", "en", "handling fee")]:
    add("after-montreal", 15, ui, [text], [{"search": None, "notCards": ["invoices"], "mentions": [word]}], bookings=[IN_PROGRESS_MTL])
for text, ui in [("j'ai pas reçu le code par sms", "fr"), ("je n'ai toujours pas reçu le code sms", "fr"), ("I didn't get the SMS code", "en"), ("resend the code please", "en")]:
    add("after-montreal", 15, ui, [text], [{"search": None, "notCards": ["invoices"]}], member="registering")
for text, ui in [("la batterie est à plat", "fr"), ("dead battery", "en"), ("the battery is dead", "en")]:
    add("after-montreal", 15, ui, [text], [{"search": None, "intent": "report_incident", "mentions": ["514 555 0199"]}], bookings=[IN_PROGRESS_MTL])
for text in ["the car won't unlock", "I can't find the car", "I got a parking ticket", "I left my wallet in the car"]:
    add("after-london", 15, "en", [text], [{"search": None, "notCards": ["invoices"]}], bookings=[IN_PROGRESS_LDN])
add("after-london", 15, "en", ["I can't find the car"], [{"search": None, "mentions": ["York Way"]}], bookings=[IN_PROGRESS_LDN])
add("after-london", 15, "en", ["I got a parking ticket"], [{"search": None, "mentions": ["admin fee"]}], bookings=[IN_PROGRESS_LDN])
add("after-london", 15, "en", ["the car won't unlock"], [{"search": None, "booking": {"id": "r-ldn", "action": "access"}, "mentions": ["20 7946 0000"]}], bookings=[IN_PROGRESS_LDN])

# Rule 16: questions from the help content, for guests and members, in the sentence's language.
for text, ui, lang, word in [("vous acceptez les chiens ?", "fr", "fr", "cage"), ("est-ce que les animaux sont acceptés ?", "fr", "fr", "cage"),
                             ("are pets allowed?", "en", "en", "carrier"), ("can I bring my dog?", "fr", "en", "carrier"),
                             ("can my partner drive too?", "en", "en", "registered"), ("quelqu'un d'autre peut conduire ?", "fr", "fr", "conducteur"),
                             ("do I need to refuel?", "en", "en", "quarter"), ("est-ce que je dois faire le plein ?", "fr", "fr", "pare-soleil"),
                             ("where exactly is the Old Port station?", "en", "en", "King-Edward"), ("où est la station Plateau exactement ?", "fr", "fr", "ruelle")]:
    for member in ("guest", "driver"):
        add("after-montreal", 16, ui, [text], [{"search": None, "lang": lang, "mentions": [word], "notCards": ["login"]}], member=member)
for text, word in [("can I bring my dog?", "crate"), ("can I smoke in the car?", "penalty"), ("who pays the congestion charge?", "admin fee"), ("is smoking allowed?", "forbidden")]:
    for member in ("guest", "driver"):
        add("after-london", 16, "en", [text], [{"search": None, "lang": "en", "mentions": [word], "notCards": ["login"]}], member=member)
add("after-london", 16, "en", ["can I take the car abroad?"], [{"search": None, "mentions": ["20 7946 0000"], "notCards": ["login"]}], member="guest")
add("after-montreal", 16, "fr", ["est-ce que je peux emmener la voiture à l'étranger ?"], [{"search": None, "mentions": ["514 555 0100"]}], member="guest")

# Rule 14: carpools in words.
for text, ui, dest, seats, start in [("je propose 3 places vers Sherbrooke jeudi 7h depuis Longueuil retour 19h", "fr", "Sherbrooke", 3, "2026-11-26T07:00:00-05:00"),
                                     ("je propose 2 places pour Québec samedi 8h depuis la Gare Centrale pour la journée", "fr", "Québec", 2, "2026-11-28T08:00:00-05:00"),
                                     ("I can take 2 people to Tremblant on Saturday at 8am from Plateau until 6pm", "en", "Tremblant", 2, "2026-11-28T08:00:00-05:00")]:
    add("after-montreal", 14, ui, [text], [{"carpool": {"action": "offer", "destination": dest, "seats": seats}, "search": {"kind": "vehicles", "carpooling": True, "destination": dest, "startDate": start}}])
for text, ui, dest in [("je propose un covoiturage pour Québec samedi", "fr", "Québec"), ("I can take 3 people to Ottawa tomorrow", "en", "Ottawa")]:
    add("after-montreal", 14, ui, [text], [{"carpool": {"action": "offer", "destination": dest}}])
for text, ui, dest, day in [("y a-t-il des covoit pour Québec samedi", "fr", "Québec", "2026-11-28"), ("any carpool to Mont-Tremblant on Sunday?", "en", "Mont-Tremblant", "2026-11-29")]:
    add("after-montreal", 14, ui, ["voiture demain 9h à la Gare Centrale" if ui == "fr" else "car tomorrow 9am at Central Station", text],
        [{"asks": "endDate"}, {"asks": None, "carpool": {"action": "search", "destination": dest}, "search": {"kind": "carpools", "destination": dest, "startDate": f"{day}T00:00:00-05:00"}}])
joined = [{"id": "j1", "carpool": "cp-quebec-sat"}]
both = [{"id": "j1", "carpool": "cp-quebec-sat"}, {"id": "j2", "carpool": "cp-tremblant-sun"}]
for text, ui in [("je quitte le covoiturage", "fr"), ("leave the carpool", "en"), ("I want to leave my carpool", "en"), ("je veux quitter mon covoiturage", "fr")]:
    add("after-montreal", 14, ui, [text], [{"search": None, "carpool": {"action": "leave", "id": "cp-quebec-sat"}}], carpoolings=joined)
for text, ui, cid in [("je quitte le covoiturage de samedi", "fr", "cp-quebec-sat"), ("je quitte le covoiturage de dimanche", "fr", "cp-tremblant-sun"),
                      ("leave the carpool on Sunday", "en", "cp-tremblant-sun"), ("leave Saturday's carpool", "en", "cp-quebec-sat")]:
    add("after-montreal", 14, ui, [text], [{"search": None, "carpool": {"action": "leave", "id": cid}}], carpoolings=both)
add("after-montreal", 14, "en", ["leave the carpool"], [{"search": None, "carpool": None, "mentions": ["Québec", "Mont-Tremblant"]}], carpoolings=both)
for text in ["any carpools to Oxford on Friday?", "I can take 2 people to Brighton on Saturday", "leave the carpool", "is there a carpool to Cambridge tomorrow"]:
    add("after-london", 14, "en", [text], [{"search": None, "asks": None, "mentions": ["does not offer carpooling"]}])

# Rule 13: a pending question gives way, and the search is still completed by a later answer.
asides_fr = ["vous acceptez les chiens ?", "comment ça va ?", "la voiture est sale", "quelle est la franchise ?", "mes factures"]
asides_en = ["how are you today?", "are pets allowed?", "the car is dirty", "do I need to refuel?", "what are your rates?"]
for aside in asides_fr:
    add("after-montreal", 13, "fr", ["voiture demain 9h à la Gare Centrale", aside, "jusqu'à 17h"],
        [{"asks": "endDate", "search": None}, {"search": None, "asks": None},
         {"search": {"kind": "vehicles", "startStation": "st-gare-centrale", "startDate": "2026-11-26T09:00:00-05:00", "endDate": "2026-11-26T17:00:00-05:00"}}])
for aside in asides_en:
    add("after-montreal", 13, "en", ["car tomorrow 9am at Central Station", aside, "until 5pm"],
        [{"asks": "endDate", "search": None}, {"search": None, "asks": None},
         {"search": {"kind": "vehicles", "startStation": "st-gare-centrale", "startDate": "2026-11-26T09:00:00-05:00", "endDate": "2026-11-26T17:00:00-05:00"}}])
for aside in ["how are you today?", "can I smoke in the car?", "the car is dirty", "who pays the congestion charge?"]:
    add("after-london", 13, "en", ["car tomorrow 9am at King's Cross", aside, "until 5pm"],
        [{"asks": "endDate", "search": None}, {"search": None, "asks": None},
         {"search": {"kind": "vehicles", "startStation": "l-kings-cross", "startDate": "2026-11-26T09:00:00+00:00", "endDate": "2026-11-26T17:00:00+00:00"}}])
for first, aside in [("voiture demain 9h", "la voiture ne s'ouvre pas"), ("car tomorrow 9am", "I can't find the car")]:
    add("after-montreal", 13, "fr" if first.startswith("v") else "en", [first, aside],
        [{"asks": "startStation"}, {"asks": None, "search": None, "booking": {"id": "r-now"}}], bookings=[IN_PROGRESS_MTL])
for first, aside, dest in [("voiture demain 9h à la Gare Centrale", "y a-t-il des covoit pour Québec samedi", "Québec"), ("car tomorrow 9am at Central Station", "any carpool to Quebec on Saturday?", "Quebec")]:
    add("after-montreal", 13, "fr" if first.startswith("v") else "en", [first, aside], [{"asks": "endDate"}, {"asks": None, "search": {"kind": "carpools", "destination": dest}}])
for first, junk, ui in [("voiture demain 9h à la Gare Centrale", "blablabla", "fr"), ("car tomorrow 9am at Central Station", "zzzz qqq", "en")]:
    add("after-montreal", 13, ui, [first, junk], [{"asks": "endDate"}, {"asks": "endDate", "search": None}])
    add("after-montreal", 13, ui, [first, junk, junk], [{"asks": "endDate"}, {"asks": "endDate"}, {"asks": None, "search": None, "mentions": ["nouvelle recherche" if ui == "fr" else "new search"]}])

for tenant, ls in lines.items():
    with open(os.path.join(HERE, tenant, "corpus.jsonl"), "w") as f:
        for line in ls:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    print(tenant, len(ls))
