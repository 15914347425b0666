import type { IntentName } from '../types'
import type { Entity, EntityType } from '../matchers/types'
import { smsTrouble, type ChoiceStrength } from './after-search'

/** What the classifier reads: the keywords heard and how many of each kind of slot were found. */
export interface Features {
  cues: ReadonlySet<string>
  counts: Readonly<Partial<Record<EntityType, number>>>
  /** Words in the sentence, to tell a short "in English" from a longer sentence that mentions English. */
  words: number
  /** A place that is not in the catalog was named ("pour aller à Sherbrooke"). */
  place: boolean
  /** A choice among results that can be nothing else ("the second one", "la Kia"), or that may be ("la 2ème"). */
  choice?: ChoiceStrength | null
  /** Asked as a question, with words that carry it ("vous acceptez les chiens ?"). */
  question?: boolean
  /** Only a yes or a no ("oui", "never mind"). */
  confirm?: boolean
}

export interface Classification {
  intent: IntentName
  /** The sentence names its intent; otherwise it was inferred from slots alone and may continue a context. */
  explicit: boolean
  rule: string
}

export function featuresOf(entities: readonly Entity[], words: number, place: boolean, extra: Pick<Features, 'choice' | 'question' | 'confirm'> = {}): Features {
  const cues = new Set<string>()
  const counts: Partial<Record<EntityType, number>> = {}
  for (const e of entities) {
    if (e.type === 'cue') cues.add(e.cue)
    else if (e.type === 'category') cues.add('category')
    counts[e.type] = (counts[e.type] ?? 0) + 1
  }
  // "Where" before the car ("où est ma voiture"), not a French "ou" (or) after it ("une voiture ou est-ce possible demain").
  const cueAt = (cue: string) => entities.filter((e) => e.type === 'cue' && e.cue === cue).map((e) => e.start)
  const cars = cueAt('car')
  // "Ma voiture, elle est où ?", "my car, where is it?": the car is the subject of the question, wherever it stands.
  if (cueAt('locate').some((at) => cars.some((car) => car > at)) || (cars.length > 0 && cueAt('located').length > 0)) cues.add('where_car')
  return { cues, counts, words, place, ...extra }
}

interface Rule {
  name: string
  intent: IntentName
  when: (f: Features, has: (cue: string) => boolean, n: (t: EntityType) => number) => boolean
}

const bookingNoun = (has: (c: string) => boolean) => has('booking') || has('bookings')
const pluralBooking = (has: (c: string) => boolean) => has('bookings') || (has('my_pl') && has('booking')) || has('history')
const whichWord = (has: (c: string) => boolean) => has('upcoming') || has('ongoing') || has('past')
const searchWords = (has: (c: string) => boolean) => has('car') || has('rent') || has('category')
const slotCount = (n: (t: EntityType) => number) => n('station') + n('category') + n('option') + n('gears') + n('seats') + n('distance') + n('discount') + n('date')

/** Nothing in a question but the help content's words: no booking, day, filter or carpool to act on. */
const helpOnly = (has: (c: string) => boolean, n: (t: EntityType) => number) =>
  !bookingNoun(has) && !has('cancel') && !has('modify') && !carpoolWord(has) && n('date') + n('category') + n('option') + n('seats') + n('label') === 0

// Order matters: the first rule that holds names the intent. Narrow, unambiguous phrases come first.
const incident = (has: (c: string) => boolean) => has('accident') || has('breakdown') || has('theft') || has('battery')
const carpoolWord = (has: (c: string) => boolean) => has('carpool') || has('carpools')

const RULES: readonly Rule[] = [
  // An accident, a breakdown or a theft comes before anything else, even with a car, a place or a time (the contract).
  // "C'est combien la franchise en cas d'accident ?", "what's the excess if I crash?": a question on the help content.
  { name: 'hypothetical question', intent: 'question', when: (f, has) => f.question === true && has('hypothetical') && has('help_topic') },
  { name: 'incident', intent: 'report_incident', when: (_, has) => incident(has) },
  // "Nouvelle recherche", "start over": not a search, whatever its words ("recherche").
  { name: 'start over', intent: 'start_over', when: (_, has) => has('start_over') },
  { name: 'logout', intent: 'logout', when: (_, has) => has('logout') },
  // "Préviens-moi si une auto se libère samedi", "notify me if a van becomes available": a search kept alive.
  // "Mes alertes", "my alerts": the list, when nothing says what to watch for.
  {
    name: 'create alert',
    intent: 'create_alert',
    when: (_, has, n) => has('alert') && (has('frees_up') || searchWords(has) || slotCount(n) > 0) && !has('cancel') && !has('delete'),
  },
  // "La même que samedi dernier", "same as last Tuesday", "comme d'habitude": a past booking made again.
  { name: 'rebook', intent: 'rebook', when: (_, has, n) => (has('same_as') && n('date') > 0) || has('usual') },
  { name: 'list alerts', intent: 'list_alerts', when: (_, has) => has('alert') && !has('cancel') && !has('delete') },
  // Late for a booking ("je serai en retard de 30 minutes"): the chat offers to extend it, before any modify rule.
  { name: 'late', intent: 'running_late', when: (_, has) => has('late') && !has('cancel') },
  // Leaving a carpool one joined ("je quitte le covoiturage de samedi", "cancel my seat in the carpool").
  { name: 'leave carpool', intent: 'leave_carpool', when: (_, has) => carpoolWord(has) && (has('leave') || has('cancel')) && !has('offer') },
  // "Arrête les rappels par SMS", "text me reminders": how reminders reach the member, before the SMS trouble
  // its words would open ("ne m'envoie plus de rappels par SMS"); so is asking to be sent no more SMS
  // ("ne m'envoie plus de SMS"), the only messages sent unasked. Alerts and bookings keep their own words.
  {
    name: 'reminders',
    intent: 'set_reminders',
    when: (_, has) =>
      (has('reminder') || (has('stop_sending') && (has('sms') || has('by_sms') || has('by_email')))) && !has('alert') && !bookingNoun(has) && !searchWords(has) && !has('frees_up'),
  },
  // Trouble during a trip, before the invoices, access and help its words would open ("reçu", "clé", "téléphone").
  { name: 'sms code', intent: 'report_issue', when: (_, has) => smsTrouble(has) && !has('payment') },
  { name: 'fine', intent: 'report_issue', when: (_, has) => has('fine') && !has('rent') },
  { name: 'wont unlock', intent: 'report_issue', when: (_, has) => has('wont_unlock') && !has('rent') },
  { name: 'cant find', intent: 'report_issue', when: (_, has, n) => has('cant_find') && !has('rent') && n('date') === 0 },
  { name: 'forgotten', intent: 'report_issue', when: (_, has) => has('forgotten') && (has('car') || has('issue')) && !has('password') && !has('rent') },
  { name: 'invoices', intent: 'invoices', when: (_, has) => has('invoices') },
  // "Why can't I book?", "où en est mon dossier ?": the registration's status, before the search its words would start.
  {
    name: 'registration status',
    intent: 'registration_status',
    // Asking where the registration is ("where's my application at?", "où est mon dossier ?") asks its status too.
    when: (_, has) =>
      has('cant_book') || (((has('status') && (has('registration') || has('account'))) || (has('locate') && has('registration'))) && !bookingNoun(has) && !has('payment')),
  },
  // Opening the car, its keys: the access text of a booking, never a search for another car.
  { name: 'vehicle access', intent: 'vehicle_access', when: (_, has) => has('access') && !has('rent') && !has('cancel') && !has('modify') },
  // Rates: "how much is a van for a day?" is a question, not a search; "la moins chère" sorts a search.
  { name: 'pricing', intent: 'pricing', when: (_, has) => has('pricing') && !has('cheapest') && !has('modify') && !has('extend') },
  // Something wrong with the car (dirty, a scratch): told to the operator, never a search.
  { name: 'issue', intent: 'report_issue', when: (_, has) => has('issue') && !has('rent') && !has('cancel') },
  // "Il faut quel permis pour louer ?", "les animaux sont permis ?", "do I have to pay the congestion charge?": a question on
  // the help content, before the account, document and payment screens its words would open; nothing to search in it.
  { name: 'help question', intent: 'question', when: (f, has, n) => f.question === true && has('help_topic') && helpOnly(has, n) },
  // "Where exactly do I find the King's Cross cars?": where a station is, not a search from it.
  {
    name: 'where station',
    intent: 'question',
    when: (f, has, n) => f.question === true && (has('where_exactly') || (has('locate') && !has('car'))) && n('station') === 1 && helpOnly(has, n) && !has('my_sg'),
  },
  { name: 'password', intent: 'change_password', when: (_, has) => has('password') },
  { name: 'delete account', intent: 'delete_account', when: (_, has) => has('delete') && (has('account') || has('personal_data')) && !bookingNoun(has) },
  { name: 'privacy', intent: 'help', when: (_, has) => has('privacy') },
  // Handing in a document ("ajouter mon permis", "upload my driver's licence") is a step of the registration,
  // before "personal data", where "télécharger"/"envoyer" would be a download of one's data. Removing or
  // replacing one ("supprimer mon permis") is done there too: no intent deletes a document, and a
  // document is never the account ("delete account" needs an account word).
  {
    name: 'documents',
    intent: 'continue_registration',
    when: (_, has) => has('document') && (has('upload') || has('add') || has('delete')) && !has('account') && !bookingNoun(has) && !searchWords(has),
  },
  {
    name: 'personal data',
    intent: 'request_personal_data',
    when: (_, has) => (has('personal_data') || (has('account') && has('export'))) && !has('terms') && !bookingNoun(has),
  },
  { name: 'terms', intent: 'help', when: (_, has) => has('terms') && !bookingNoun(has) },
  { name: 'faq', intent: 'help', when: (_, has) => has('faq') },
  { name: 'payment', intent: 'payment_methods', when: (_, has) => (has('payment') || (has('card') && has('add'))) && !bookingNoun(has) && !searchWords(has) },
  { name: 'finish registration', intent: 'continue_registration', when: (_, has) => has('finish') && has('registration') },
  { name: 'signup', intent: 'signup', when: (_, has) => has('signup') },
  { name: 'login', intent: 'login', when: (_, has) => has('login') },
  {
    name: 'language',
    intent: 'set_language',
    when: (f, has) => (has('french') || has('english')) && (has('speak') || has('please') || f.words <= 4),
  },
  { name: 'geotracking', intent: 'set_geotracking', when: (_, has) => has('geo') && !searchWords(has) && !bookingNoun(has) },
  // Deleting a booking ("supprime ma réservation du 27") is cancelling it.
  { name: 'cancel', intent: 'cancel_booking', when: (_, has) => has('cancel') || (has('delete') && bookingNoun(has) && !pluralBooking(has)) },
  {
    name: 'modify',
    intent: 'modify_booking',
    when: (_, has, n) =>
      ((has('modify') || has('extend')) && (bookingNoun(has) || whichWord(has))) ||
      // Giving the car back later or earlier ("rendre la voiture plus tard, vers 18h") moves a booking's end.
      (has('end_of') && (has('later') || has('modify') || has('extend'))) ||
      // A booking named by its day and another time "rather" ("ma réservation de vendredi, plutôt à 15h") moves it.
      (has('booking') && has('instead') && n('date') >= 2 && !searchWords(has)),
  },
  // "Des covoiturages vers Tremblant dimanche ?" asks for offers (a place or a day said); "mes covoiturages" lists one's own.
  {
    name: 'my carpools',
    intent: 'list_bookings',
    when: (f, has, n) => (has('my_pl') || (has('carpools') && n('date') === 0 && !f.place)) && carpoolWord(has) && !has('join') && !has('offer'),
  },
  { name: 'join carpool', intent: 'join_carpool', when: (_, has) => carpoolWord(has) && has('join') && !has('car') && !has('offer') },
  // Renting a car to drive others ("je réserve une voiture et je propose du covoiturage", "car, and I can take
  // passengers") is a search with the carpool box ticked.
  { name: 'car for a carpool', intent: 'search_vehicles', when: (_, has) => has('carpool') && has('car') && (has('rent') || !has('my_sg')) },
  // Offering seats ("je propose 3 places vers Sherbrooke", "I can take 2 people to Tremblant"): the chat searches a car to drive there.
  {
    name: 'offer carpool',
    intent: 'offer_carpool',
    when: (_, has, n) =>
      (has('carpool') && (has('offer') || has('offer_seats'))) || (has('offer_seats') && n('seats') > 0 && !has('rent') && !has('want') && (!has('car') || has('my_sg'))),
  },
  // "The second one", "la Kia", "celle-là": a choice among results, which the dialog reads against what is showing.
  { name: 'choose', intent: 'choose_result', when: (f) => f.choice === 'strong' },
  { name: 'carpool', intent: 'join_carpool', when: (_, has) => carpoolWord(has) },
  { name: 'bookings', intent: 'list_bookings', when: (_, has) => (bookingNoun(has) && pluralBooking(has)) || has('history') },
  // "Où est ma voiture", "where's the car I booked": the driver is after the car of a booking (its station and
  // access), not a new one. A search asks for one ("où trouver une voiture", "where is there a car to rent") or
  // names what it wants (a station, a category...); a day alone names the booking ("où est ma voiture de vendredi").
  {
    name: 'where is my car',
    intent: 'show_booking',
    when: (f, has, n) => has('where_car') && !has('want') && !has('rent') && slotCount(n) === n('date') && n('label') === 0 && !f.place,
  },
  {
    name: 'booking',
    intent: 'show_booking',
    when: (_, has, n) =>
      has('booking') &&
      ((has('show') && !has('rent')) ||
        ((has('my_sg') || whichWord(has)) && !searchWords(has)) ||
        // Only days and times: the booking on that day. A rental label ("location pro demain") is a search's.
        (!searchWords(has) && n('date') > 0 && n('date') === slotCount(n) && n('label') === 0)),
  },
  // A document alone ("mon permis", "mes documents") is shown with the account's details.
  { name: 'account', intent: 'account_details', when: (_, has) => (has('account') || has('document')) && !searchWords(has) },
  // "Comment ça va ?", "how are you today?": small talk, even with a day in it.
  { name: 'small talk', intent: 'greeting', when: (_, has, n) => has('small_talk') && !searchWords(has) && n('station') === 0 },
  { name: 'help', intent: 'help', when: (_, has, n) => (has('help') || has('contact')) && !(searchWords(has) && slotCount(n) > 0) },
  { name: 'search', intent: 'search_vehicles', when: (_, has, n) => searchWords(has) || n('category') > 0 },
]

const IMPLICIT_SEARCH: Rule = {
  name: 'slots only',
  intent: 'search_vehicles',
  when: (f, has, n) => (slotCount(n) > 0 || n('label') > 0 || f.place || has('cheapest')) && !has('weather'),
}

/**
 * A question the tenant's help content may answer, not a search: "est-ce qu'on peut fumer dans la voiture ?" (a car
 * word and nothing to search), "do I need to refuel?", "where exactly is the Old Port station?" (a place, no day).
 */
function asksAQuestion(f: Features, has: (c: string) => boolean, n: (t: EntityType) => number, explicit: boolean): boolean {
  if (!f.question || has('rent') || has('cheapest') || has('carpool') || has('weather')) return false
  const filters = n('category') + n('option') + n('gears') + n('seats') + n('distance') + n('discount') + n('label') + n('date')
  if (filters > 0) return false
  if (explicit) return n('station') === 0 && !f.place && !has('want')
  return n('station') <= 1
}

/** Names the intent of a sentence from its keywords and slots, by an ordered list of rules. */
export function classifyIntent(f: Features): Classification {
  const has = (cue: string) => f.cues.has(cue)
  const n = (t: EntityType) => f.counts[t] ?? 0
  for (const rule of RULES) {
    if (!rule.when(f, has, n)) continue
    if (rule.intent === 'search_vehicles' && asksAQuestion(f, has, n, true)) return { intent: 'question', explicit: true, rule: 'question about cars' }
    return { intent: rule.intent, explicit: true, rule: rule.name }
  }
  if (IMPLICIT_SEARCH.when(f, has, n)) {
    if (asksAQuestion(f, has, n, false)) return { intent: 'question', explicit: true, rule: 'question' }
    return { intent: 'search_vehicles', explicit: false, rule: IMPLICIT_SEARCH.name }
  }
  // A question about the service ("vous acceptez les chiens ?"), not any question ("la capitale de l'Australie ?").
  if (f.question && (has('help_topic') || has('car')) && !has('weather')) return { intent: 'question', explicit: true, rule: 'question' }
  if (f.confirm) return { intent: 'confirm', explicit: true, rule: 'yes or no' }
  if (has('greeting')) return { intent: 'greeting', explicit: true, rule: 'greeting' }
  // "merci", "thanks" alone: a social turn the chat answers politely, like a greeting.
  if (has('thanks') && f.words <= 5) return { intent: 'greeting', explicit: true, rule: 'thanks' }
  // The weather is off-topic: explicit, so that its day does not move a search under way.
  if (has('weather')) return { intent: 'unknown', explicit: true, rule: 'weather' }
  return { intent: 'unknown', explicit: false, rule: 'nothing matched' }
}
