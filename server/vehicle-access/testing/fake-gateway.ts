import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How the fake gateway answers the next commands. */
export type FakeGatewayMode = 'normal' | 'refuse' | 'unavailable' | 'silent'

export interface FakeGateway {
  url: string
  token: string
  /** Commands executed (a command id seen again is answered from memory, not executed twice). */
  executed: { vehicle: string; commandId: string; type: string }[]
  /** Every request received, in order (retries included). */
  received: { method: string; path: string; authorization: string | undefined }[]
  setMode(mode: FakeGatewayMode): void
  /** Milliseconds each answer waits. */
  setDelay(ms: number): void
  close(): Promise<void>
}

/**
 * A FAKE telematics gateway for tests, in the shape server/vehicle-access/http-provider.ts speaks:
 * POST /vehicles/{ref}/commands {command_id, type} and GET /vehicles/{ref}/state, a bearer key.
 * It keeps each vehicle's lock in memory and acts once per command id, as a real gateway does.
 */
export async function startFakeGateway(token = 'fake-gateway-key'): Promise<FakeGateway> {
  const vehicles = new Map<string, { locked: boolean; odometer: number }>()
  const answered = new Map<string, unknown>()
  const executed: FakeGateway['executed'] = []
  const received: FakeGateway['received'] = []
  let mode: FakeGatewayMode = 'normal'
  let delay = 0
  const stateOf = (ref: string) => {
    if (!vehicles.has(ref)) vehicles.set(ref, { locked: true, odometer: 42_000 })
    const v = vehicles.get(ref)!
    return { locked: v.locked, energy_level_percent: 64, odometer_km: v.odometer, position: { latitude: 45.5, longitude: -73.56 } }
  }
  const server: Server = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req)
      received.push({ method: req.method ?? '', path: req.url ?? '', authorization: req.headers.authorization })
      if (delay > 0) await new Promise((r) => setTimeout(r, delay))
      if (mode === 'silent') return // never answers
      const send = (status: number, value: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(value))
      }
      if (req.headers.authorization !== `Bearer ${token}`) return send(401, { error: 'unauthorized' })
      if (mode === 'unavailable') return send(503, { error: 'vehicle offline' })
      const m = /^\/vehicles\/([^/]+)\/(commands|state)$/.exec(req.url ?? '')
      if (!m) return send(404, { error: 'not found' })
      const ref = decodeURIComponent(m[1])
      if (m[2] === 'state' && req.method === 'GET') return send(200, stateOf(ref))
      if (m[2] === 'commands' && req.method === 'POST') {
        const cmd = JSON.parse(body) as { command_id: string; type: 'unlock' | 'lock' }
        if (answered.has(cmd.command_id)) return send(200, answered.get(cmd.command_id))
        if (mode === 'refuse') return send(409, { error: 'door open' })
        executed.push({ vehicle: ref, commandId: cmd.command_id, type: cmd.type })
        stateOf(ref)
        const v = vehicles.get(ref)!
        v.locked = cmd.type === 'lock'
        if (cmd.type === 'lock') v.odometer += 12
        const answer = { command_id: cmd.command_id, state: 'succeeded', vehicle_state: stateOf(ref) }
        answered.set(cmd.command_id, answer)
        return send(200, answer)
      }
      return send(405, { error: 'method not allowed' })
    })()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    executed,
    received,
    setMode: (m) => {
      mode = m
    },
    setDelay: (ms) => {
      delay = ms
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = ''
    req.setEncoding('utf8')
    req.on('data', (c: string) => (text += c))
    req.on('end', () => resolve(text))
  })
}
