import { SMTPServer } from 'smtp-server'
import type { AddressInfo } from 'node:net'

export interface SmtpSink {
  url: string
  /** Messages accepted (answered 250), with their Message-ID header. */
  received: { to: string[]; raw: string; messageId: string | null }[]
  /** Messages whose data arrived and that wait for hold()'s release before their answer. */
  waiting: () => number
  /** Refuse the next n messages with a temporary 451, as an SMTP server that is overloaded does. */
  failNext: (n: number) => void
  /** Hold every message until release() is called (the server takes its time). */
  hold: () => void
  release: () => void
  /** How many of the waiting messages' clients have hung up (a killed process's). */
  waitingGone: () => number
  close: () => Promise<void>
}

/** The repo's SMTP test sink (smtp-server on 127.0.0.1), able to fail or to hold messages. */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SmtpSink['received'] = []
  let failures = 0
  let gate: Promise<void> | null = null
  let open: (() => void) | null = null
  const waiting = new Set<string>()
  // Sessions whose client hung up: a message it never got the 250 for is not accepted, as in a real server.
  const closed = new Set<string>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onClose(session) {
      closed.add(session.id)
    },
    onData(stream, session, callback) {
      let raw = ''
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
      stream.on('end', () => {
        waiting.add(session.id)
        void (gate ?? Promise.resolve()).then(() => {
          waiting.delete(session.id)
          if (closed.has(session.id)) return callback(new Error('client gone'))
          if (failures > 0) {
            failures -= 1
            const err = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 })
            return callback(err)
          }
          const messageId = /^message-id:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? null
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, messageId })
          callback()
        })
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waiting: () => waiting.size,
    failNext: (n) => {
      failures = n
    },
    hold: () => {
      gate = new Promise<void>((resolve) => (open = resolve))
    },
    waitingGone: () => [...waiting].filter((id) => closed.has(id)).length,
    release: () => {
      open?.()
      gate = null
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Waits until check() holds (polling), or fails after timeoutMs. */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 25))
  }
}
