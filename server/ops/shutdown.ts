import { Server as NetServer, type Socket } from 'node:net'
import type { Server } from 'node:http'
import type { Readiness } from './readiness'

/**
 * The open connections of the API's listener and when each last carried a request, so that a stop
 * closes only connections their clients have stopped using.
 */
export class ConnectionTracker {
  private readonly lastRequest = new Map<Socket, number>()

  constructor(private readonly server: Server) {
    server.on('connection', (socket: Socket) => {
      this.lastRequest.set(socket, Date.now())
      socket.once('close', () => this.lastRequest.delete(socket))
    })
    server.on('request', (request: { socket: Socket }) => this.lastRequest.set(request.socket, Date.now()))
  }

  get open(): number {
    return this.lastRequest.size
  }

  /**
   * Stops accepting connections but, unlike http.Server#close, leaves the open ones alone; then
   * waits until none is left, or none has carried a request for `quietMs`, or `maxMs` has passed.
   */
  async settle(quietMs: number, maxMs: number): Promise<void> {
    if (this.server.listening) NetServer.prototype.close.call(this.server)
    const until = Date.now() + maxMs
    for (;;) {
      const latest = Math.max(0, ...this.lastRequest.values())
      if (this.lastRequest.size === 0 || Date.now() - latest >= quietMs || Date.now() >= until) return
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
}

export interface DrainOptions {
  readiness: Readiness
  connections: ConnectionTracker
  /** SHUTDOWN_DRAIN_MS: how long the process keeps serving once it says it is not ready. */
  drainMs: number
  /** Closes the idle connections, waits for the requests in flight, closes the rest (Fastify's close). */
  close: () => Promise<void>
  log: (msg: string) => void
}

/** How long a kept-alive connection stays unused before a stopping process takes it for abandoned. */
const QUIET_MS = 500

/**
 * A rolling restart's stop: /api/ready answers 503 at once, so the load balancer stops sending new
 * connections here, while the process keeps serving for the drain delay (a balancer notices after
 * its next check). Every answer from then on carries `Connection: close` (ops/operability.ts), which
 * moves kept-alive clients elsewhere between two requests, never during one. Then the listener
 * stops accepting, the connections still in use are served until their clients leave them (or stop
 * using them for QUIET_MS), and only then are idle connections closed: closing a kept-alive
 * connection while its client writes a request on it is what resets requests.
 */
export async function drainAndClose(o: DrainOptions): Promise<void> {
  o.readiness.draining = true
  if (o.drainMs > 0) {
    o.log(`not ready; serving for ${o.drainMs} ms more (SHUTDOWN_DRAIN_MS) before closing`)
    await new Promise((resolve) => setTimeout(resolve, o.drainMs))
  }
  await o.connections.settle(QUIET_MS, Math.max(o.drainMs, 2 * QUIET_MS))
  await o.close()
}
