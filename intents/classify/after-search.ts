import type { ChooseResultSlots, IssueKind } from '../types'
import { CAR_MAKES } from '../lexicon/after-search'
import { phrase, type Entity, type Sentence } from '../matchers/types'
import { rawText, type Token } from '../text/tokenise'

/**
 * The conversation after the search (../shared/dialogues/CONTRACT.md Part 2), read from one sentence:
 * a choice among results, a yes or no, a question, what goes wrong during a trip. The classifier's
 * rules use these; the dialog picks among the readings by what is showing.
 */

const MAKES = new Set(CAR_MAKES)
const ARTICLES = new Set(['la', 'le', 'l', 'the'])
const ONE_WORDS = new Set(['one', 'celle', 'celui'])
// A rank word these follow says a moment of the day: "first thing", "la première heure".
const TIME_AFTER_RANK = new Set(['thing', 'heure'])
const BOOKING_WORDS = new Set(['reservation', 'location', 'trajet', 'booking', 'rental', 'trip', 'reservations', 'locations', 'bookings', 'rentals'])
// Words around a choice that say nothing of which one ("je prends la Kia svp", "I'll take the Subaru please").
const CHOICE_FILLER = new Set(
  'je j prends prendre vais la le l les celle celui the one a an i ll will take go with please svp stp merci thanks choose pick want veux voudrais option numero number choice choix plutot instead ok alors bon'.split(
    ' ',
  ),
)
// Words a question is made of that carry no topic ("vous acceptez les chiens ?" is about "chiens").
const QUESTION_STOP = new Set(
  (
    'est ce que qu quel quelle quels quelles c quoi comment pourquoi combien ou peut on puis je pouvons nous vous tu il elle ils ' +
    'faut dois doit doivent ai a t avez as avons le la les l un une des du de d au aux en y mon ma mes ton ta tes son sa ses votre vos notre ' +
    'acceptez accepte acceptes accepter autorise autorises autorisee autorisees autorisees permis possible droit exactement aussi svp stp ' +
    'sont est etre se s ne pas il elle dans sur pour avec chez les ' +
    'can could may might do does did is are am was were will would should i we you my your our their his her it its the a an of to in ' +
    'on at for with there what whats which where who why how much many need allowed permitted ok okay exactly too also please be have has ' +
    'get any s me us voiture voitures auto vehicule car cars vehicle'
  ).split(' '),
)
const QUESTION_OPENERS = new Set(
  'est peut puis pouvons avez acceptez vous quel quelle quels quelles comment pourquoi combien ou faut dois doit y c can could may do does is are am will would should what which where who why how'.split(
    ' ',
  ),
)

export type ChoiceStrength = 'strong' | 'weak'
export interface ChoiceReading {
  slots: ChooseResultSlots
  strength: ChoiceStrength
}

const isPunct = (t: Token) => t.kind === 'punct'
const words = (s: Sentence) => s.tokens.filter((t) => !isPunct(t))
const cueAt = (s: Sentence, i: number, key: string) => phrase(s, i, 'cue', key)

/** The position said: a word ("la deuxième", "the last one", strong) or digits and a suffix ("la 2ème", weak: it may be a date). */
function readRank(s: Sentence): { position: number; digits: boolean; start: number; end: number } | null {
  for (let i = 0; i < s.tokens.length; i++) {
    const hit = phrase(s, i, 'rank')
    if (!hit) continue
    const digits = s.tokens[i].kind === 'num'
    // "1er décembre", "the 2nd of May": a date, not a position.
    const after = s.tokens[i + hit.len]
    if (digits && after && (phrase(s, i + hit.len, 'month') || (after.norm === 'of' && phrase(s, i + hit.len + 1, 'month')))) continue
    // "tomorrow first thing", "à la première heure": early in the day, not a position.
    if (!digits && after && TIME_AFTER_RANK.has(after.norm)) continue
    return { position: Number(hit.key), digits, start: i, end: i + hit.len }
  }
  return null
}

/** The make ("la Kia") and the model after it or alone ("la Kia Soul", "la Seltos"), as written. */
export function readMakeModel(s: Sentence, entities: readonly Entity[], short: boolean): { make: string | null; model: string | null } {
  const taken = new Set<number>()
  for (const e of entities) if (e.type !== 'cue') for (let i = e.start; i < e.end; i++) taken.add(i)
  const unknownAt = (i: number) => {
    const t = s.tokens[i]
    if (!t || isPunct(t) || taken.has(i) || CHOICE_FILLER.has(t.norm)) return false
    return t.kind === 'num' ? t.gap === '' : !s.lex.known.has(t.norm) && !MAKES.has(t.norm)
  }
  // A model is one word and what is glued to it ("RAV4", "Niro EV" as two unknown words).
  const modelFrom = (i: number): string | null => {
    let j = i
    while (j < s.tokens.length && (unknownAt(j) || (j > i && s.tokens[j].gap === '' && !isPunct(s.tokens[j])))) j++
    return j > i ? rawText(s.text, s.tokens, i, j) : null
  }
  for (let i = 0; i < s.tokens.length; i++) {
    if (!MAKES.has(s.tokens[i].norm) || taken.has(i)) continue
    return { make: rawText(s.text, s.tokens, i, i + 1), model: modelFrom(i + 1) }
  }
  if (!short) return { make: null, model: null }
  const first = s.tokens.findIndex((_, i) => unknownAt(i))
  if (first < 0) return { make: null, model: null }
  // Only the model and filler words: "la Corolla", "je prends la Seltos", "the Outback please".
  const model = modelFrom(first)
  const rest = s.tokens.some(
    (t, i) => i !== first && !isPunct(t) && !CHOICE_FILLER.has(t.norm) && !(i > first && i < first + (model?.split(/\s+/).length ?? 1) + 1 && unknownAt(i)),
  )
  return rest ? { make: null, model: null } : { make: null, model }
}

/** A choice among results, if the sentence can be one; strong when it cannot be anything else. */
export function readChoice(s: Sentence, entities: readonly Entity[], cues: ReadonlySet<string>): ChoiceReading | null {
  const all = words(s)
  if (all.length === 0 || all.length > 8) return null
  if (all.some((t) => BOOKING_WORDS.has(t.norm))) return null
  const choosing = cues.has('choose')
  const slots: ChooseResultSlots = { position: null, make: null, model: null, categories: [], cheapest: false }
  const rank = readRank(s)
  const { make, model } = readMakeModel(s, entities, all.length <= 4 || choosing)
  const categories = [...new Set(entities.flatMap((e) => (e.type === 'category' ? [e.id] : [])))]
  const otherSlots = entities.some((e) => e.type === 'station' || e.type === 'option' || e.type === 'seats' || e.type === 'label' || e.type === 'distance')
  if (rank) slots.position = rank.position
  slots.make = make
  slots.model = model
  if (categories.length > 0 && all.length <= 4) slots.categories = categories
  if (cues.has('cheapest') && (all.length <= 4 || choosing)) slots.cheapest = true
  const that = cues.has('that_one')
  const any = rank !== null || make !== null || model !== null || slots.categories.length > 0 || slots.cheapest || that
  if (!any || otherSlots) return null
  // The position read as a day ("la 2ème", "the second" are also 2 December) is the choice's; any other date
  // belongs to a search or a booking ("the first monday of next month", "le deuxième mardi de janvier").
  const ownDay = (e: Entity) => rank !== null && e.start >= rank.start - 1 && e.end <= rank.end
  if (entities.some((e) => e.type === 'date' && !ownDay(e))) return null
  // "car on the fifth", "voiture pour le 2e": a day of a search, not a position.
  const day = entities.find((e) => e.type === 'date')
  const before = day ? s.tokens[day.start - 1] : undefined
  if (day && ((before && (before.norm === 'on' || before.norm === 'pour')) || ((cues.has('car') || cues.has('rent')) && !all.some((t) => ONE_WORDS.has(t.norm))))) return null
  // A word alone ("Laval", "Corolla") may be a place as well as a model: a model needs an article or a verb of choice.
  const introduced = choosing || all.some((t) => ARTICLES.has(t.norm))
  const strong =
    (rank !== null && !rank.digits) || make !== null || (model !== null && introduced) || that || (choosing && (rank !== null || slots.categories.length > 0 || slots.cheapest))
  return { slots, strength: strong && !cues.has('show') ? 'strong' : 'weak' }
}

/** A yes or a no and nothing else ("oui", "ok merci", "non, laisse tomber", "never mind"). */
export function readConfirm(s: Sentence): boolean | null {
  let answer: boolean | null = null
  let i = 0
  while (i < s.tokens.length) {
    const t = s.tokens[i]
    if (isPunct(t)) {
      i++
      continue
    }
    const yes = cueAt(s, i, 'yes')
    const no = cueAt(s, i, 'no')
    const polite = cueAt(s, i, 'thanks') ?? cueAt(s, i, 'please')
    const hit = [yes, no, polite].filter((h) => h !== undefined).sort((a, b) => b.len - a.len)[0]
    if (!hit) return null
    if (hit === yes && answer === null) answer = true
    else if (hit === no && answer === null) answer = false
    i += hit.len
  }
  return answer
}

/** Asked as a question: a question mark, or an opening question word ("est-ce que", "can I", "are pets..."). */
export function isQuestion(s: Sentence): boolean {
  const last = s.tokens[s.tokens.length - 1]
  if (last && last.norm === '?') return true
  const first = s.tokens.find((t) => !isPunct(t))
  return first !== undefined && QUESTION_OPENERS.has(first.norm)
}

/** The words that carry a question, as written: what is left once question words and dates are set aside. */
export function questionTopic(s: Sentence, entities: readonly Entity[]): string | null {
  const dated = new Set<number>()
  for (const e of entities) if (e.type === 'date') for (let i = e.start; i < e.end; i++) dated.add(i)
  const kept: string[] = []
  for (let i = 0; i < s.tokens.length; i++) {
    const t = s.tokens[i]
    if (isPunct(t) || dated.has(i) || QUESTION_STOP.has(t.norm) || t.norm.length < 2) continue
    kept.push(rawText(s.text, s.tokens, i, i + 1))
  }
  return kept.length > 0 ? kept.join(' ') : null
}

/** What goes wrong during a trip, most specific first. */
export function issueKind(has: (cue: string) => boolean): IssueKind | null {
  if (smsTrouble(has)) return 'sms_code'
  if (has('fine')) return 'fine'
  if (has('wont_unlock')) return 'wont_unlock'
  if (has('cant_find')) return 'cant_find'
  if (has('forgotten')) return 'forgotten_item'
  if (has('damage')) return 'damage'
  if (has('dirty')) return 'dirty'
  return null
}

/** The code sent by SMS not received, or asked again ("j'ai pas reçu le code par sms", "resend the code"). */
export function smsTrouble(has: (cue: string) => boolean): boolean {
  return (has('sms') && (has('received') || has('resend') || has('negation') || has('no'))) || has('resend')
}

/**
 * "reçu" as a verb ("j'ai reçu une contravention", "pas reçu le code") is no receipt: the receipt word
 * inside a "received" phrase is dropped, so that only "mon reçu", "le reçu de mardi" ask for invoices.
 */
export function withoutReceivedReceipt(entities: readonly Entity[]): readonly Entity[] {
  const received = entities.filter((e) => e.type === 'cue' && e.cue === 'received')
  if (received.length === 0) return entities
  return entities.filter((e) => !(e.type === 'cue' && e.cue === 'invoices' && received.some((r) => e.start >= r.start && e.end <= r.end)))
}
