import type { IntentName } from './intent-types'
import type { IntentHandler } from './types'

/**
 * Intent name -> handler. The chat registers defaults for every intent (`handlers/index.ts`);
 * a capability (search, registration, account) registers its own handler, which replaces the
 * default whenever it is registered, before or after the defaults.
 */
export class IntentRegistry {
  private readonly handlers = new Map<IntentName, IntentHandler>()
  private readonly defaults = new Map<IntentName, IntentHandler>()

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
