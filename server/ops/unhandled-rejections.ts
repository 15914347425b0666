import { jsonLine } from './json-line'

type Log = (obj: object, msg?: string) => void

/**
 * Keeps a long-running process (API, worker) up when a promise fails with nobody awaiting it, and
 * logs it with its stack. Node's default ends the process, and a library can leave such a promise
 * behind when the database drops its connections: pg-boss 10 marks a finished job done without
 * awaiting the query, so a connection cut at that moment would take every process down with it. The
 * failed operation is lost, not the process's state: that job, left active, expires and is tried
 * again, and the outbox's sent marks keep the retry from sending twice.
 * Uncaught exceptions still end the process: a throw can leave synchronous work half done.
 */
export function keepRunningOnUnhandledRejection(log: Log = jsonLine('error')): void {
  process.on('unhandledRejection', (reason: unknown) => {
    const err = reason instanceof Error ? reason : null
    log(
      {
        err: err ? err.message : String(reason),
        code: (reason as { code?: unknown } | null)?.code ?? undefined,
        stack: err?.stack,
      },
      'a background operation failed unheard; the process stays up',
    )
  })
}
