import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AppMetrics } from './metrics'
import type { Readiness } from './readiness'

export interface MetricsServer {
  url: string
  close: () => Promise<void>
}

/**
 * GET /metrics (and, given a Readiness, /health and /ready) on a listener of its own (METRICS_PORT, on 127.0.0.1 unless METRICS_HOST says
 * otherwise), never on the public port: the figures say how the service is used.
 */
export async function startMetricsServer(metrics: AppMetrics, port: number, host: string, readiness?: Readiness): Promise<MetricsServer> {
  metrics.collectProcessMetrics()
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]
    // A worker has no API port: its liveness and readiness are answered here (the API's are /api/health and /api/ready).
    if (readiness && req.method === 'GET' && (path === '/health' || path === '/ready')) {
      const json = (status: number, body: object) => res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify(body))
      if (path === '/health') return json(200, { status: 'ok' })
      readiness.report().then(
        (r) => json(r.ready ? 200 : 503, { status: r.ready ? 'ready' : 'unavailable', checks: r.checks }),
        () => json(503, { status: 'unavailable', checks: {} }),
      )
      return
    }
    if (req.method !== 'GET' || path !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n')
      return
    }
    metrics.registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve())
  })
  const address = server.address() as AddressInfo
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address
  return {
    url: `http://${shownHost}:${address.port}/metrics`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
