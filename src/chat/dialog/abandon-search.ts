import { reply } from './card'
import { foldedText } from './folded-text'
import type { IntentName, IntentResult } from './intent-types'
import { nextSteps } from './suggestions'
import type { DialogOutcome, DialogState, HandlerContext } from './types'

const SEARCH_INTENTS: ReadonlySet<IntentName> = new Set<IntentName>(['search_vehicles', 'join_carpool'])

/**
 * Sentences that give up on what is under way without naming anything else. The engine reads the
 * "cancel" ones as cancel_booking with no booking named and the others as unknown (CONTRACT.md has
 * no intent to abandon); in the middle of a search they mean that search, not the next booking.
 * Both languages are accepted whatever the chat's language, as the engine does. Folded as `plain`.
 */
const ABANDON: ReadonlySet<string> = new Set([
  'annule',
  'annuler',
  'annulez',
  'annule ca',
  'annule tout',
  'annule la recherche',
  'annule cette recherche',
  'laisse tomber',
  'laissez tomber',
  'oublie',
  'oubliez',
  'oublie ca',
  'oubliez ca',
  'tant pis',
  'abandonne',
  'abandonner',
  'abandonnez',
  'arrete',
  'arreter',
  'arretez',
  'arrete la recherche',
  'stop',
  'cancel',
  'cancel that',
  'cancel it',
  'cancel this',
  'cancel the search',
  'cancel this search',
  'cancel everything',
  'never mind',
  'nevermind',
  'forget it',
  'forget that',
  'forget about it',
  'drop it',
  'stop the search',
])

/** Words around the abandon that do not change it: "non, laisse tomber", "cancel that please". */
const LEADING = new Set(['non', 'no', 'nope', 'ok', 'okay', 'bon', 'bah', 'ben', 'euh', 'oh', 'ah', 'finalement', 'actually', 'well', 'alors', 'en', 'fait'])
const TRAILING = new Set(['svp', 'stp', 'please', 'pls', 'merci', 'thanks', 'alors', 'finalement', 'actually'])

/** Lower case, no accents, apostrophes and punctuation as spaces: "Oublie ça !" is "oublie ca". */
function plain(text: string): string[] {
  return foldedText(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
}

/** The sentence, once stripped of its fillers, is one of the abandon phrases. */
export function isAbandon(text: string): boolean {
  const words = plain(text)
  while (words.length > 1 && LEADING.has(words[0])) words.shift()
  while (words.length > 1 && TRAILING.has(words[words.length - 1])) words.pop()
  return ABANDON.has(words.join(' '))
}

/**
 * A bare "annule" / "never mind" while a search or carpool search is the conversation's subject.
 * A sentence naming a booking ("annule ma réservation de vendredi", "cancel my booking") is not
 * an abandon phrase and still opens the cancel card.
 */
export function abandonsSearch(result: IntentResult, state: DialogState, text: string | null): boolean {
  if (!text || !state.context || !SEARCH_INTENTS.has(state.context.intent)) return false
  if (result.intent !== 'cancel_booking' && result.intent !== 'unknown' && result.intent !== 'confirm') return false
  return isAbandon(text)
}

/** The search is forgotten (its question, its chips) and the usual next steps offered. */
export function dropSearch(ctx: HandlerContext): Omit<DialogOutcome, 'lang'> {
  return {
    intent: ctx.result.intent,
    reply: reply(`${ctx.t('abandon.search')} ${ctx.t('abandon.next')}`, [], nextSteps(ctx)),
    state: { context: null, pending: null },
    actions: [],
  }
}
