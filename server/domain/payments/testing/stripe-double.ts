import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface StripeDouble {
  api: { host: string; port: number; protocol: 'http' }
  /** Every request received, as "METHOD /path" with its form body. */
  requests: Array<{ line: string; form: URLSearchParams; auth: string | undefined; idempotencyKey?: string }>
  /** The status the next GET of a setup intent reports. */
  setupStatus: 'succeeded' | 'requires_payment_method'
  /** Off-session payment intents: declined with a card error while set, else succeeded. */
  declineCharges: boolean
  close(): Promise<void>
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

const card = (id: string, last4: string) => ({ id, object: 'payment_method', type: 'card', card: { brand: 'visa', last4, exp_month: 8, exp_year: 2031, country: 'CA' } })

/**
 * A local HTTP double of the few Stripe endpoints the provider calls, answering in Stripe's JSON
 * shapes (https://docs.stripe.com/api). It checks our requests, not Stripe: no network here.
 */
export async function startStripeDouble(): Promise<StripeDouble> {
  const double: StripeDouble = { api: { host: '127.0.0.1', port: 0, protocol: 'http' }, requests: [], setupStatus: 'succeeded', declineCharges: false, close: async () => {} }
  const answered = new Map<string, { status: number; body: unknown }>()
  const server: Server = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req))
    const line = `${req.method} ${req.url}`
    double.requests.push({ line, form, auth: req.headers.authorization, idempotencyKey: req.headers['idempotency-key'] as string | undefined })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_double' })
      res.end(JSON.stringify(body))
    }
    if (line === 'POST /v1/customers') return send(200, { id: 'cus_double', object: 'customer', email: form.get('email') })
    if (line === 'POST /v1/setup_intents') {
      return send(200, { id: 'seti_double', object: 'setup_intent', client_secret: 'seti_double_secret_abc', status: 'requires_payment_method', customer: form.get('customer') })
    }
    if (line === 'GET /v1/setup_intents/seti_double') {
      return send(200, {
        id: 'seti_double',
        object: 'setup_intent',
        status: double.setupStatus,
        customer: 'cus_double',
        payment_method: 'pm_double',
        last_setup_error: double.setupStatus === 'succeeded' ? null : { message: 'Your card was declined.' },
      })
    }
    if (line === 'GET /v1/payment_methods/pm_double') return send(200, card('pm_double', '4242'))
    if (line === 'POST /v1/payment_methods') {
      if (form.get('card[token]') === 'tok_chargeDeclined') {
        return send(402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } })
      }
      return send(200, card('pm_from_token', '5556'))
    }
    if (line === 'POST /v1/payment_intents') {
      // Stripe's idempotency layer: a key seen before gets the first answer again, a decline included.
      const key = req.headers['idempotency-key'] as string | undefined
      const seen = key ? answered.get(key) : undefined
      if (seen) return send(seen.status, seen.body)
      const answer = double.declineCharges
        ? { status: 402, body: { error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' } } }
        : {
            status: 200,
            body: { id: `pi_double_${double.requests.length}`, object: 'payment_intent', status: 'succeeded', amount: Number(form.get('amount')), currency: form.get('currency') },
          }
      if (key) answered.set(key, answer)
      return send(answer.status, answer.body)
    }
    if (line === 'POST /v1/refunds') {
      const key = req.headers['idempotency-key'] as string | undefined
      const seen = key ? answered.get(key) : undefined
      if (seen) return send(seen.status, seen.body)
      const answer = {
        status: 200,
        body: { id: `re_double_${double.requests.length}`, object: 'refund', status: 'succeeded', payment_intent: form.get('payment_intent'), amount: Number(form.get('amount')) },
      }
      if (key) answered.set(key, answer)
      return send(answer.status, answer.body)
    }
    if (line === 'POST /v1/payment_methods/pm_from_token/attach') return send(200, { ...card('pm_from_token', '5556'), customer: form.get('customer') })
    return send(404, { error: { type: 'invalid_request_error', message: `No such route ${line}` } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  double.api.port = (server.address() as AddressInfo).port
  double.close = () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())))
  return double
}
