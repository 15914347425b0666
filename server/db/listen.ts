import type pg from 'pg'

export interface ListenHandlers {
  /** A notification's payload. */
  message: (payload: string) => void
  /**
   * The connection was lost and is back: notifications sent meanwhile are gone, so whatever they
   * would have invalidated must be thought stale. Also called once the first LISTEN is in place.
   */
  resync: () => void
}

/** Starts listening; resolves once LISTEN runs, to what stops it. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<() => Promise<void>>

const RETRY_MS = [100, 250, 500, 1000, 2000, 5000]

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to queries and lose it), which
 * comes back after a restart of PostgreSQL or a dropped connection, retrying with backoff.
 */
export async function listenOn(driver: typeof pg, url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | null = null
  let stopped = false
  let attempt = 0
  let timer: NodeJS.Timeout | null = null

  const connect = async (): Promise<void> => {
    const c = new driver.Client({ connectionString: url })
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload !== undefined) handlers.message(n.payload)
    })
    c.on('error', () => undefined)
    c.on('end', () => {
      if (client === c) client = null
      if (!stopped) retry()
    })
    await c.connect()
    await c.query(`listen "${channel.replace(/"/g, '""')}"`)
    if (stopped) {
      await c.end()
      return
    }
    client = c
    attempt = 0
    handlers.resync()
  }

  const retry = () => {
    if (stopped || timer) return
    const wait = RETRY_MS[Math.min(attempt++, RETRY_MS.length - 1)]
    timer = setTimeout(() => {
      timer = null
      connect().catch(retry)
    }, wait)
    timer.unref()
  }

  await connect()
  return async () => {
    stopped = true
    if (timer) clearTimeout(timer)
    const c = client
    client = null
    await c?.end().catch(() => undefined)
  }
}
