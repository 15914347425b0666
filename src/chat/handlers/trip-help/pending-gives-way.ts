import type { IntentName, IntentResult } from '../../dialog/intent-types'
import { wholeDayCarpool } from '../../dialog/reading/carpool-day'
import type { TurnSentence } from '../../dialog/registry'
import type { DialogOutcome } from '../../dialog/types'

// A pending question gives way (../shared/dialogues/CONTRACT.md rule 13): a sentence that is another
// request, read alone, is answered as itself; the question is dropped, the search it was for is kept,
// so that a later answer ("until 5pm") still completes it.

/** Requests that are never an answer to a search's question; a search, a yes or a choice are read by the dialog. */
const OTHER_REQUESTS: ReadonlySet<IntentName> = new Set<IntentName>([
  'greeting',
  'question',
  'report_issue',
  'report_incident',
  'help',
  'join_carpool',
  'offer_carpool',
  'leave_carpool',
  'list_bookings',
  'show_booking',
  'cancel_booking',
  'account_details',
  'change_password',
  'payment_methods',
  'login',
  'logout',
  'signup',
  'continue_registration',
  'registration_status',
  'invoices',
  'pricing',
  'vehicle_access',
  'running_late',
  'set_geotracking',
  'set_reminders',
  'delete_account',
  'request_personal_data',
])
/** After these the earlier search is still what a bare answer continues; a carpool search replaces it. */
const KEEPS_SEARCH: ReadonlySet<IntentName> = new Set<IntentName>(['greeting', 'question', 'report_issue', 'help', 'pricing', 'registration_status', 'invoices'])

// A message longer than this is a story, not an answer: what it asks is in its last sentence.
const LONG_MESSAGE = 400

/** The last sentence of a long message ("... Ma question : est-ce que je peux amener mon chien ?"), read alone. */
function lastRequest(s: TurnSentence): IntentResult | null {
  if (s.text.length <= LONG_MESSAGE) return null
  const sentences = s.text.split(/(?<=[.!?])\s+/).filter((x) => x.trim() !== '')
  const last = sentences[sentences.length - 1]?.replace(/^[^:]{0,60}:\s*/, '')
  return last && last.length < LONG_MESSAGE ? s.parse(last, null, s.env.lang) : null
}

export function readPendingGivesWay(s: TurnSentence): DialogOutcome | null {
  const { state } = s
  // A long message with a question pending is answered by what it ends asking, never read as the answer.
  const tail = state.pending ? lastRequest(s) : null
  const own = tail && OTHER_REQUESTS.has(tail.intent) ? tail : s.own
  if (tail && own === s.own) {
    // Neither an answer nor another request: the question stays, asked again.
    return null
  }
  if (!state.pending || !state.context || !OTHER_REQUESTS.has(own.intent) || own.intent === state.pending.intent) return null
  // "merci" keeps its question (the greeting handler asks it again): small talk of thanks is no new request.
  if (own.intent === 'greeting' && state.context.intent !== 'search_vehicles') return null
  // A carpool day without a time covers the day (rule 8), as when it is said with nothing pending.
  // Said while another question waits, a carpool search with a destination searches at once rather than
  // asking a second question in its turn (docs/DECISIONS.md).
  const result =
    own.intent === 'join_carpool'
      ? {
          ...wholeDayCarpool(own, own.slots, s.text, s.env.now, s.env.tenant.timezone),
          missing: typeof own.slots.destination === 'string' ? own.missing.filter((m) => m !== 'startStation') : own.missing,
        }
      : own
  const outcome = s.respond(result, { ...state, pending: null })
  if (outcome.state.pending) return outcome
  // A carpool search answered at once (its offers showing) leaves the search under way to a later answer ("until 5pm").
  const answered = own.intent === 'join_carpool' && outcome.reply.cards.some((c) => c.kind === 'carpool-offers')
  const context = KEEPS_SEARCH.has(own.intent) || answered ? state.context : outcome.state.context
  return { ...outcome, state: { ...outcome.state, context, pending: null } }
}
