import { abandonsSearch, dropSearch } from './abandon-search'
import { blockedOutcome, refusedWhenBlocked, withoutRefusedPending } from './blocked'
import type { Catalog, IntentContext, IntentName, IntentResult, ParseIntent } from './intent-types'
import { withKeptLength } from './kept-length'
import { withLeadTime } from './lead-time'
import { formatInstant } from '@/lib/format-dates'
import { readTurn, type Reparse } from './reading/read-turn'
import { readingNotes } from './reading/say-reading'
import type { IntentRegistry, TurnSentence } from './registry'
import type { DialogAction, DialogEnv, DialogOutcome, DialogState, HandlerContext, IntentHandler } from './types'

function contextFor(result: IntentResult, state: DialogState, env: DialogEnv, text: string | null = null): HandlerContext {
  const lang = env.lang
  return {
    result,
    state,
    env,
    lang,
    text,
    t: (key, vars) => env.translate(lang, key, vars),
  }
}

function ask(handler: IntentHandler, slot: string, ctx: HandlerContext, misses: number, prefix = ''): Answer | null {
  const question = handler.askSlot?.(slot, ctx)
  if (!question) return null
  const { result } = ctx
  // The same question asked again (not understood, or after a polite aside) keeps the length it carries.
  const previous = ctx.state.pending
  const keptLength = previous?.intent === result.intent && previous.slot === slot ? previous.keptLength : undefined
  return {
    intent: result.intent,
    reply: {
      text: prefix + question.text,
      cards: question.cards ?? [],
      quickReplies: question.quickReplies,
    },
    state: {
      context: { intent: result.intent, slots: result.slots },
      pending: {
        intent: result.intent,
        slot,
        misses,
        ...(keptLength ? { keptLength } : {}),
      },
    },
    actions: [],
  }
}

/**
 * One turn of the conversation, given what the engine understood: pure, deterministic.
 * Missing slots are asked one at a time; an answer the engine cannot read is asked again once.
 */
export function respond(said: IntentResult, given: DialogState, env: DialogEnv, registry: IntentRegistry, text: string | null = null): DialogOutcome {
  const outcome = answerTurn(said, given, env, registry, text)
  // The conversation's language is this answer's, or the one the driver just switched to.
  const switched = outcome.actions.find((a) => a.type === 'set_language')
  const lang = switched?.type === 'set_language' ? switched.lang : env.lang
  // A switch is answered in the new language: its words, and the card that offers to switch back.
  return { ...outcome, lang, state: { ...outcome.state, lang } }
}

type Answer = Omit<DialogOutcome, 'lang'>

function answerTurn(said: IntentResult, given: DialogState, env: DialogEnv, registry: IntentRegistry, text: string | null): Answer {
  const state = withoutRefusedPending(given, env)
  // Before the pending question is asked again: "laisse tomber" is no answer to it but its end.
  if (abandonsSearch(said, state, text)) return dropSearch(contextFor(said, state, env, text))
  // Before any slot is asked: a blocked member is not asked "until when?" for a search refused anyway.
  if (refusedWhenBlocked(said.intent, env)) return refused(said, state, env, text)
  // The lead time first: a start it moves keeps the length kept for it.
  const timely = withLeadTime(said, env)
  const result = withKeptLength(timely.result, state, env.tenant.timezone)
  const noted = (outcome: Answer) => (timely.movedTo === null ? outcome : withLeadTimeNote(outcome, timely.movedTo, env))
  const pending = state.pending
  if (pending && result.intent === 'unknown' && pending.misses < 1 && state.context) {
    const handler = registry.get(pending.intent)
    const previous: IntentResult = {
      lang: result.lang,
      intent: state.context.intent,
      slots: state.context.slots,
      missing: [pending.slot],
    }
    const ctx = contextFor(previous, state, env)
    const again = handler && ask(handler, pending.slot, ctx, pending.misses + 1, ctx.t('slot.not-understood') + ' ')
    if (again) return again
  }

  // Not understood a second time: the question is not asked a third time; starting over is offered (rule 13).
  if (pending && result.intent === 'unknown' && pending.misses >= 1 && state.context) {
    const restart = env.translate(env.lang, 'driver-help:pending.over')
    return {
      intent: 'unknown',
      reply: {
        text: restart,
        cards: [],
        quickReplies: [{ label: env.translate(env.lang, 'driver-help:pending.restart'), text: env.translate(env.lang, 'driver-help:pending.restart') }],
      },
      state: { context: state.context, pending: null },
      actions: [],
    }
  }
  const handler = registry.get(result.intent) ?? registry.get('unknown')
  if (!handler) throw new Error(`No handler for ${result.intent} and no unknown handler`)
  const ctx = contextFor(result, state, env, text)
  for (const slot of result.missing) {
    const question = ask(handler, slot, ctx, 0)
    if (question) return noted(question)
  }
  const outcome = handler.handle(ctx)
  const resumed = outcome.resumePending && reaskPending(state, env, registry, outcome.resumePending.prefix)
  if (resumed) return { ...resumed, intent: result.intent }
  const context = result.intent === 'unknown' ? state.context : { intent: result.intent, slots: result.slots }
  return noted({
    intent: result.intent,
    reply: outcome.reply,
    state: { context, pending: null, ...outcome.state },
    actions: outcome.actions ?? [],
    ...(outcome.facts ? { facts: outcome.facts } : {}),
  })
}

/** Says, before the answer, that the start was moved to the earliest the lead time allows (lead-time.ts). */
function withLeadTimeNote(outcome: Answer, movedTo: number, env: DialogEnv): Answer {
  const earliest = formatInstant(new Date(movedTo), {
    lang: env.lang,
    timeZone: env.tenant.timezone,
    now: env.now,
  })
  const note = env.translate(env.lang, 'slot.lead-time', { earliest })
  return {
    ...outcome,
    reply: { ...outcome.reply, text: `${note} ${outcome.reply.text}` },
  }
}

/** What the classic screens do for a blocked member (app/guards.ts): the waiting page, here in the conversation. */
function refused(said: IntentResult, state: DialogState, env: DialogEnv, text: string | null): Answer {
  const outcome = blockedOutcome(contextFor(said, state, env, text))
  return {
    intent: said.intent,
    reply: outcome.reply,
    state: { ...state, ...outcome.state },
    actions: [],
  }
}

const BOOKING_INTENTS: ReadonlySet<IntentName> = new Set<IntentName>(['show_booking', 'modify_booking', 'cancel_booking'])

/**
 * A booking sentence that names its own booking ("change my booking of tomorrow to end at 2pm")
 * is about that booking: it does not inherit the previous booking sentence's times or booking
 * ("modify my next booking to 3pm" just before). One naming none ("plutôt 16h", "make it 4pm")
 * still continues the previous turn (CONTRACT.md, Follow-ups).
 */
function standsAlone(previous: IntentContext | null, parse: () => IntentResult): IntentResult | null {
  if (!previous || !BOOKING_INTENTS.has(previous.intent)) return null
  const own = parse()
  const namesBooking = (own.slots.which ?? null) !== null || (own.slots.date ?? null) !== null
  return own.intent === previous.intent && namesBooking ? own : null
}

/** The engine as the dialog manager reads a sentence with it. */
export interface SentenceReader {
  parse: ParseIntent
  catalog: Catalog
}

/**
 * Parses a sentence in the conversation, then answers it in the driver's language
 * (../shared/dialogues/CONTRACT.md, rule 4): the sentence's own when the engine can tell it
 * (`textLang`), otherwise the conversation's so far, otherwise the interface's. The interface
 * itself changes only when asked (set_language). How the sentence continues the conversation is
 * decided in reading/read-turn.ts; what it adds or keeps is said before the answer.
 */
export function handleSentence(text: string, state: DialogState, env: DialogEnv, engine: SentenceReader, registry: IntentRegistry): DialogOutcome {
  const parse: Reparse = (sentence, context, as) => engine.parse({ text: sentence, lang: as, now: env.now, context }, engine.catalog)
  const own = parse(text, null, null)
  const lang = own.textLang === undefined ? env.lang : (own.textLang ?? state.lang ?? env.lang)
  const turnEnv: DialogEnv = lang === env.lang ? env : { ...env, lang, interfaceLang: env.lang }
  const sentence: TurnSentence = { text, own, state, env: turnEnv, parse, respond: (result, from) => respond(result, from, turnEnv, registry, text) }
  let outcome = readSentence(sentence, registry)
  // What the conversation remembers after the search stays until a turn says otherwise.
  if (state.after && !outcome.state.after) outcome = { ...outcome, state: { ...outcome.state, after: state.after } }
  for (const note of registry.noters) outcome = note(sentence, outcome)
  return outcome
}

function readSentence(sentence: TurnSentence, registry: IntentRegistry): DialogOutcome {
  const { text, own, state, env: turnEnv, parse } = sentence
  for (const reader of registry.readers) {
    const read = reader(sentence)
    if (read) return read
  }
  const reading = readTurn(text, own, state, turnEnv, parse, (alone) => standsAlone(state.context, () => alone))
  const outcome = respond(reading.result, reading.state, turnEnv, registry, text)
  if (!SEARCH_INTENTS.has(outcome.intent)) return outcome
  const notes = readingNotes(reading, contextFor(reading.result, reading.state, turnEnv, text))
  if (notes.length === 0) return outcome
  // Rule 3: a place without a station is looked up, so that the stations nearest to it can be offered.
  const place = reading.unknownPlace
  const locate: DialogAction[] = place && outcome.state.pending?.slot === 'startStation' && turnEnv.placePosition?.place !== place ? [{ type: 'locate_place', place }] : []
  return { ...outcome, reply: { ...outcome.reply, text: `${notes.join(' ')} ${outcome.reply.text}` }, actions: [...outcome.actions, ...locate] }
}

const SEARCH_INTENTS: ReadonlySet<IntentName> = new Set<IntentName>(['search_vehicles', 'join_carpool'])

/** The pending question asked again after `prefix`, its miss count unchanged; null when there is none. */
function reaskPending(state: DialogState, env: DialogEnv, registry: IntentRegistry, prefix: string): Answer | null {
  const { pending, context } = state
  if (!pending || !context) return null
  const handler = registry.get(pending.intent)
  if (!handler) return null
  const result: IntentResult = {
    lang: env.lang,
    intent: context.intent,
    slots: context.slots,
    missing: [pending.slot],
  }
  return ask(handler, pending.slot, contextFor(result, state, env), pending.misses, prefix ? `${prefix} ` : '')
}

/** Asks the pending question again, e.g. once the browser's position allows nearer choices. */
export function askAgain(state: DialogState, env: DialogEnv, registry: IntentRegistry): DialogOutcome | null {
  const again = reaskPending(withoutRefusedPending(state, env), env, registry, '')
  return again && { ...again, lang: env.lang }
}
