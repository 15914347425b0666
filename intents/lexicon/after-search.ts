import type { PhraseTable } from './types'

/**
 * Words of the conversation after the search (../shared/dialogues/CONTRACT.md Part 2): yes and no to a card,
 * choosing a result, leaving a carpool, what goes wrong during a trip, small talk. Data only; the cues are
 * read by classify/after-search.ts. Accents, case and hyphens do not matter.
 */
export const frAfterSearch: PhraseTable = {
  yes: [
    'oui', 'ouais', 'ouai', 'ouaip', 'ok', 'okay', 'okey', 'oki', 'd accord', 'dac', 'daccord', 'confirme', 'je confirme',
    'confirmer', 'confirmé', 'vas y', 'allez y', 'c est bon', 'ça marche', 'ca marche', 'parfait', 'exactement', 'bien sûr',
    'volontiers', 'carrément', 'absolument', 'oui merci', 'oui svp', 'oui s il te plaît', 'oui s il vous plaît', 'go', 'valide',
  ],
  no: [
    'non', 'nan', 'non merci', 'laisse tomber', 'laissez tomber', 'oublie ça', 'oubliez ça', 'pas maintenant', 'tant pis',
    'surtout pas', 'pas question', 'ne confirme pas', 'non non',
  ],
  choose: [
    'je prends', 'je vais prendre', 'prends', 'je choisis', 'choisis', 'choisir', 'je la prends', 'je le prends', 'on prend',
    'va pour', 'je veux la', 'je veux le', 'option', 'numéro', 'choix',
  ],
  that_one: ['celle là', 'celle ci', 'celui là', 'celui ci', 'cette voiture là', 'celle la'],
  leave: [
    'quitter', 'quitte', 'je quitte', 'me retirer', 'me retire', 'me désinscrire', 'désinscris moi', 'sortir du', 'sortir de',
    'ne viens plus', 'ne plus participer', 'annuler ma place', 'annule ma place', 'libérer ma place', 'libère ma place',
    'retire moi', 'retirez moi', 'enlève moi', 'enlevez moi', 'sors moi', 'sortez moi', 'ne vais plus',
  ],
  // Offering seats in one's own car ("je peux emmener 2 personnes").
  offer_seats: ['peux emmener', 'peux prendre', 'j emmène', 'j emmene', 'je propose', 'propose', 'proposer', 'offre', 'offrir'],
  // "reçu" as a verb ("j'ai reçu une contravention", "pas reçu le code"), not the receipt.
  received: [
    'ai reçu', 'ai pas reçu', 'ai toujours pas reçu', 'ai jamais reçu', 'ai rien reçu', 'ai bien reçu', 'avons reçu',
    'avons pas reçu', 'a pas reçu', 'pas reçu', 'reçois pas', 'reçois', 'reçoit', 'recevoir', 'rien reçu', 'jamais reçu',
  ],
  wont_unlock: [
    'ne s ouvre pas', 's ouvre pas', 'ouvre pas', 'ne s ouvre plus', 's ouvre plus', 'veut pas s ouvrir', 'veut pas ouvrir',
    'arrive pas à ouvrir', 'arrive pas a ouvrir', 'peux pas ouvrir', 'impossible d ouvrir', 'se déverrouille pas',
    'déverrouille pas', 'reste fermée', 'reste verrouillée', 'toujours verrouillée', 'portière bloquée', 'portes bloquées',
    'badge ne marche pas', 'badge marche pas', 'carte ne marche pas', 'badge ne fonctionne pas', 'arrive pas à entrer',
    'peux pas entrer',
    'impossible de déverrouiller', 'arrive pas à déverrouiller', 'arrive pas a deverrouiller', 'peux pas déverrouiller',
  ],
  cant_find: [
    'trouve pas la', 'trouve pas le', 'trouve pas l', 'trouve pas ma', 'trouve pas mon', 'trouve pas la voiture',
    'la trouve pas', 'le trouve pas', 'la trouve plus', 'trouve plus la', 'trouve plus ma', 'arrive pas à trouver la',
    'arrive pas à trouver ma', 'introuvable', 'pas à sa place', 'n est pas à sa place', 'est pas là', 'n est pas là',
    'suis perdu', 'suis perdue',
  ],
  forgotten: [
    'oublié mon', 'oublié ma', 'oublié mes', 'oublié un', 'oublié une', 'oublié quelque chose', 'laissé mon', 'laissé ma',
    'laissé mes', 'laissé un', 'laissé une', 'perdu mon', 'perdu ma', 'perdu mes', 'objet oublié', 'oublié un objet',
    'objets trouvés', 'objet perdu',
  ],
  fine: [
    'contravention', 'contraventions', 'amende', 'amendes', 'pv', 'procès verbal', 'ticket de stationnement',
    'ticket de parking', 'constat d infraction', 'photo radar', 'radar', 'excès de vitesse', 'flashé', 'flashée', 'infraction',
  ],
  dirty: [
    'sale', 'salle', 'crade', 'dégueulasse', 'pas propre', 'odeur', 'sent mauvais', 'sent la cigarette', 'ça pue', 'pue',
    'déchets', 'miettes', 'tache', 'taches', 'poils', 'boue',
  ],
  damage: [
    'rayure', 'rayures', 'rayé', 'rayée', 'égratignure', 'égratignures', 'bosse', 'bosses', 'cabossé', 'cabossée', 'dommage',
    'dommages', 'dégât', 'dégâts', 'endommagé', 'endommagée', 'abîmé', 'abîmée', 'cassé', 'cassée', 'fissure', 'fissuré',
    'pare brise', 'rétroviseur',
  ],
  sms: [
    'sms', 'par sms', 'code sms', 'code par sms', 'texto', 'par texto', 'code de vérification', 'code de validation',
    'code de confirmation', 'code à 6 chiffres',
  ],
  resend: ['renvoyer le code', 'renvoie le code', 'renvoie moi le code', 'renvoyez le code', 'nouveau code', 'un autre code'],
  battery: ['batterie est à plat', 'batterie est morte', 'batterie est vide', 'batterie déchargée', 'plus de batterie', 'batterie à plat', 'batterie morte', 'batterie vide', 'batterie est à terre'],
  small_talk: [
    'ça va', 'comment ça va', 'comment vas tu', 'comment allez vous', 'tu vas bien', 'vous allez bien', 'qui es tu',
    'qui êtes vous', 't es qui', 'tu es un robot', 'es tu un robot', 'tu t appelles comment', 'comment tu t appelles',
  ],
  // A question about what happens if ("en cas d'accident", "if I crash"): the help content's, not an incident now.
  // Asking exactly where a place is ("c'est où exactement, la station ?"): its address, not a search from it.
  where_exactly: ['où exactement', 'où précisément', 'à quel endroit', 'à quel niveau'],
  hypothetical: ['en cas d', 'en cas de', 'si j ai un', 'si j ai une', 'si on a un', 'si jamais', 'au cas où'],
  // What the tenant's help content is about: a question on them is the service's, not small talk.
  help_topic: [
    'animal', 'animaux', 'chien', 'chiens', 'chat', 'chats', 'fumer', 'cigarette', 'conducteur', 'conductrice', 'conduire',
    'conjoint', 'conjointe', 'permis', 'franchise', 'assurance', 'assuré', 'essence', 'plein', 'carburant', 'recharger',
    'recharge', 'borne', 'âge', 'siège enfant', 'siège auto', 'bébé', 'enfant', 'enfants', 'étranger', 'frontière',
    'kilométrage', 'kilomètres inclus', 'péage', 'péages', 'caution', 'dépôt', 'stationner', 'garer', 'nettoyer', 'annulation',
    'remboursement', 'rembourser', 'retard', 'vélo', 'porte vélo', 'remorque', 'ski', 'skis', 'bagages', 'stationnement',
  ],
}

export const enAfterSearch: PhraseTable = {
  yes: [
    'yes', 'yeah', 'yep', 'yup', 'ya', 'yes please', 'sure', 'ok', 'okay', 'go ahead', 'confirm', 'confirmed', 'i confirm',
    'do it', 'please do', 'sounds good', 'that s fine', 'alright', 'all right', 'absolutely', 'of course', 'correct',
    'go for it', 'let s do it', 'yes confirm', 'perfect',
  ],
  no: ['no', 'nope', 'nah', 'no thanks', 'no thank you', 'never mind', 'nevermind', 'forget it', 'not now', 'don t', 'do not', 'no way'],
  choose: [
    'i ll take', 'i will take', 'i ll have', 'take', 'i ll go with', 'go with', 'choose', 'i choose', 'pick', 'i pick',
    'i want', 'option', 'number', 'choice',
  ],
  that_one: ['that one', 'this one', 'that car', 'this car'],
  leave: [
    'leave', 'quit', 'drop out', 'drop out of', 'withdraw', 'withdraw from', 'get out of', 'pull out', 'pull out of',
    'back out', 'back out of', 'unjoin', 'give up my seat', 'cancel my seat', 'not coming',
    'get me out', 'take me off', 'remove me from', 'not going anymore',
  ],
  offer_seats: ['i can take', 'can take', 'i can drive', 'i can bring', 'can bring', 'room for', 'offer', 'offering', 'i have room', 'can give', 'give a lift', 'a lift to', 'give people a lift'],
  received: ['didn t get', 'did not get', 'never got', 'never received', 'still haven t got', 'still no', 'haven t got', 'haven t received', 'didn t receive', 'did not receive', 'not received', 'got a', 'received'],
  wont_unlock: [
    'won t unlock', 'wont unlock', 'will not unlock', 'doesn t unlock', 'does not unlock', 'can t unlock', 'cannot unlock',
    'can t open', 'cannot open', 'won t open', 'wont open', 'doesn t open', 'does not open', 'is locked',
    'still locked', 'stays locked', 'card doesn t work', 'card does not work', 'card not working', 'can t get in', 'cannot get in',
  ],
  cant_find: [
    'can t find the', 'can t find my', 'cannot find the', 'cannot find my', 'couldn t find the', 'can t find it', 'cannot find it',
    'can t locate', 'cannot locate', 'isn t there', 'is not there', 'not at the station', 'i m lost',
  ],
  forgotten: [
    'left my', 'forgot my', 'left something', 'forgot something', 'lost my', 'left a', 'forgot a', 'lost and found',
    'left behind', 'forgotten',
  ],
  fine: [
    'parking ticket', 'speeding ticket', 'traffic ticket', 'a ticket', 'the ticket', 'got a ticket', 'a fine', 'the fine',
    'fines', 'fined', 'got fined', 'parking fine', 'speeding fine', 'penalty notice', 'citation', 'photo radar',
    'red light camera', 'speed camera',
  ],
  dirty: ['dirty', 'filthy', 'messy', 'a mess', 'not clean', 'unclean', 'smells', 'smell', 'smelly', 'stinks', 'trash', 'garbage', 'stain', 'stains', 'dog hair', 'mud'],
  damage: ['scratch', 'scratches', 'scratched', 'dent', 'dents', 'dented', 'damage', 'damaged', 'broken', 'cracked', 'crack', 'windshield', 'mirror'],
  sms: ['sms', 'by sms', 'sms code', 'text message', 'by text', 'the text with', 'text with my code', 'the text with the code', 'verification code', 'confirmation code', 'the code', 'texted code', 'security code'],
  resend: ['resend', 'send the code again', 'send it again', 'new code', 'another code'],
  battery: ['flat battery', 'battery is flat', 'battery is dead', 'battery died', 'battery s dead', 'dead battery', 'battery dead', 'battery s flat', 'battery flat', 'battery went flat', 'battery is empty'],
  small_talk: [
    'how are you', 'how are you doing', 'how s it going', 'how is it going', 'who are you', 'are you a robot', 'are you a bot',
    'what s your name', 'what is your name',
  ],
  where_exactly: ['where exactly', 'where precisely', 'whereabouts', 'which level', 'which floor'],
  hypothetical: ['in case of', 'if i crash', 'if i have an', 'if i have a', 'if there is an', 'if there s an', 'what if', 'in the event of'],
  help_topic: [
    'pet', 'pets', 'dog', 'dogs', 'cat', 'cats', 'animal', 'animals', 'smoke', 'smoking', 'driver', 'drivers', 'drive',
    'partner', 'spouse', 'wife', 'husband', 'licence', 'license', 'deductible', 'insurance', 'insured', 'refuel', 'fuel',
    'gas', 'petrol', 'charge', 'charging', 'charger', 'age', 'child seat', 'car seat', 'booster', 'baby', 'kids', 'abroad',
    'border', 'mileage', 'toll', 'tolls', 'deposit', 'park', 'parking', 'clean', 'cleaning', 'cancellation', 'refund',
    'bike', 'bike rack', 'trailer', 'ski', 'skis', 'luggage', 'excess', 'congestion', 'congestion charge',
  ],
}

/** Positions in a list of results: 1 the first, -1 the last ("la 2ème" is read as digits and a suffix). */
export const frRanks: PhraseTable = {
  '1': ['premier', 'première', 'premiere', '1er', '1ère', '1re'],
  '2': ['deuxième', 'deuxieme', 'second', 'seconde', '2e', '2ème', '2eme'],
  '3': ['troisième', 'troisieme', '3e', '3ème'],
  '4': ['quatrième', 'quatrieme', '4e', '4ème'],
  '5': ['cinquième', 'cinquieme', '5e', '5ème'],
  '-1': ['dernière', 'dernier', 'la dernière', 'le dernier'],
}

export const enRanks: PhraseTable = {
  '1': ['first', '1st'],
  '2': ['second', '2nd'],
  '3': ['third', '3rd'],
  '4': ['fourth', '4th'],
  '5': ['fifth', '5th'],
  '-1': ['last'],
}

/** Makes of cars, the world over: "la Kia", "the Subaru" choose by make; the model is whatever follows. */
export const CAR_MAKES: readonly string[] = [
  'toyota', 'honda', 'kia', 'hyundai', 'subaru', 'tesla', 'ford', 'chevrolet', 'chevy', 'nissan', 'mazda', 'volkswagen', 'vw',
  'renault', 'peugeot', 'citroen', 'fiat', 'bmw', 'mercedes', 'audi', 'volvo', 'jeep', 'dodge', 'mitsubishi', 'skoda', 'dacia',
  'opel', 'polestar', 'lexus', 'jaguar', 'porsche', 'chrysler', 'buick', 'cadillac', 'gmc', 'ram', 'lincoln', 'infiniti',
  'acura', 'genesis', 'suzuki', 'alfa', 'cupra', 'mg', 'byd', 'rivian', 'lucid', 'smart',
]
