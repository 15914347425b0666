import type { IntentName, IntentResult, Lang } from './intent-types'
import type { DialogEnv, DialogOutcome, DialogState, IntentHandler } from './types'

/** A sentence as a turn reader sees it, before the dialog manager reads it in the conversation. */
export interface TurnSentence {
  text: string
  /** The sentence read alone by the engine. */
  own: IntentResult
  state: DialogState
  /** The environment of this turn, in the reply's language. */
  env: DialogEnv
  /** Reads a sentence again with the engine, with a context and a language or none. */
  parse: (text: string, context: DialogState['context'], lang: Lang | null) => IntentResult
  /** The dialog manager's own answer to a result, from a state (what a reader hands on when it rereads). */
  respond: (result: IntentResult, state: DialogState) => DialogOutcome
}

/**
 * Reads a sentence against what the thread shows before the handlers do (the conversation after the
 * search: a choice among results, a typed yes to a card, a change of a booking): an answer, or null
 * to let the sentence go on as the engine read it. Registered by a capability, so that its code loads
 * with the handlers, not with the chat's first paint.
 */
export type TurnReader = (sentence: TurnSentence) => DialogOutcome | null

/** Looks at a turn once answered (what it remembers for the next one, what it acted on). */
export type TurnNoter = (sentence: TurnSentence, outcome: DialogOutcome) => DialogOutcome

/**
 * Intent name -> handler. The chat registers defaults for every intent (`handlers/index.ts`);
 * a capability (search, registration, account) registers its own handler, which replaces the
 * default whenever it is registered, before or after the defaults.
 */
export class IntentRegistry {
  private readonly handlers = new Map<IntentName, IntentHandler>()
  private readonly defaults = new Map<IntentName, IntentHandler>()
  private readonly turnReaders: TurnReader[] = []

  /** Adds a reader consulted, in order, before a sentence goes to the handlers. */
  registerReader(reader: TurnReader): void {
    if (!this.turnReaders.includes(reader)) this.turnReaders.push(reader)
  }

  get readers(): readonly TurnReader[] {
    return this.turnReaders
  }

  private readonly turnNoters: TurnNoter[] = []

  /** Adds a noter run, in order, on every answered turn. */
  registerNoter(noter: TurnNoter): void {
    if (!this.turnNoters.includes(noter)) this.turnNoters.push(noter)
  }

  get noters(): readonly TurnNoter[] {
    return this.turnNoters
  }

  register(handler: IntentHandler): () => void {
    this.handlers.set(handler.intent, handler)
    return () => {
      if (this.handlers.get(handler.intent) === handler) this.handlers.delete(handler.intent)
    }
  }

  registerDefault(handler: IntentHandler): void {
    this.defaults.set(handler.intent, handler)
  }

  get(intent: IntentName): IntentHandler | undefined {
    return this.handlers.get(intent) ?? this.defaults.get(intent)
  }
}

/** The registry the chat panel reads. */
export const intentHandlers = new IntentRegistry()

/** Registers a capability's handler for one intent; returns a function that unregisters it. */
export function registerIntentHandler(handler: IntentHandler): () => void {
  return intentHandlers.register(handler)
}
