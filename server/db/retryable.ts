/** Statements that read and nothing else, or that only open a transaction. */
const REPEATABLE = /^\s*(select\b|begin\b|start transaction\b)/i
/** Functions and clauses that make a SELECT act: a lock, a sequence, a notification, a setting. */
const ACTS = /\b(insert|update|delete|merge|nextval|setval|pg_advisory\w*|pg_notify|pg_terminate_backend|pg_cancel_backend|set_config|pg_try_advisory\w*)\b/i

/** Waits before each new connection for a cut statement: three tries, then the caller's 503. */
export const RETRY_DELAYS_MS = [50, 250, 1000]

/**
 * Whether a statement cut with its connection may be sent again on a new one (when it is also the
 * first of its checkout: no transaction or session state was lost with the old connection): a pure
 * read or a BEGIN. A write outside a transaction, or a COMMIT, may have taken effect before the
 * cut: it is answered 503 and the client decides.
 */
export function isRetryable(text: string): boolean {
  return REPEATABLE.test(text) && !ACTS.test(text)
}
