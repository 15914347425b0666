import type { DbHandle } from '../db/connect'
import { CHANGES_CHANNEL } from '../db/migrations/0007-shared-state'

/** The kinds of change PostgreSQL announces (migration 0007-shared-state) and the ids each carries. */
export type ChangeKind = 'token' | 'tenants' | 'reference' | 'vehicle'

/** Called with a change's ids (after the kind, split on ':'), or with null: anything may have changed. */
export type ChangeHandler = (ids: string[] | null) => void

/**
 * Cache invalidations from every process writing to the database, so that one server's caches
 * never serve what another server (or the admin command line, or psql) changed: the triggers of
 * migration 0006 NOTIFY on commit, and each process LISTENs. On SQLite, the embedded one-process
 * default, there is nothing to listen to and handlers are never called.
 */
export class ChangeBus {
  private readonly handlers = new Map<ChangeKind, ChangeHandler[]>()
  private stop: (() => Promise<void>) | null = null
  /** True once this process hears other processes' changes (PostgreSQL, listening). */
  listening = false

  constructor(private readonly handle: Pick<DbHandle, 'listen'>) {}

  on(kind: ChangeKind, handler: ChangeHandler): void {
    const list = this.handlers.get(kind)
    if (list) list.push(handler)
    else this.handlers.set(kind, [handler])
  }

  async start(): Promise<void> {
    if (!this.handle.listen || this.stop) return
    this.stop = await this.handle.listen(CHANGES_CHANNEL, {
      message: (payload) => this.deliver(payload),
      resync: () => this.resync(),
    })
    this.listening = true
  }

  async close(): Promise<void> {
    const stop = this.stop
    this.stop = null
    this.listening = false
    await stop?.()
  }

  private deliver(payload: string): void {
    const [kind, ...ids] = payload.split(':')
    for (const handler of this.handlers.get(kind as ChangeKind) ?? []) handler(ids)
  }

  private resync(): void {
    for (const list of this.handlers.values()) for (const handler of list) handler(null)
  }
}
