import type { FastifyInstance } from 'fastify'
import { badRequest } from '../errors'

const NUL = '\u0000'
/** Deeper than any body the API reads; a deeper one is refused rather than walked. */
const MAX_DEPTH = 32

/** True when a string, a key or a value anywhere in the value holds a NUL character (or it nests too deep). */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL)
  if (value === null || typeof value !== 'object') return false
  if (depth > MAX_DEPTH) return true
  // Plain loops: every request's body is walked here (a search's included), and the entries'
  // pairs and closures were most of the walk.
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) if (holdsNul(value[i], depth + 1)) return true
    return false
  }
  const record = value as Record<string, unknown>
  for (const key of Object.keys(record)) {
    if (key.includes(NUL) || holdsNul(record[key], depth + 1)) return true
  }
  return false
}

/**
 * PostgreSQL refuses a NUL character in text (a 500 where SQLite stores it) and no field of the API
 * has a use for one: every request holding one, in its path, query or body, is a 400 before any
 * route reads it. A NUL can reach the URL only percent-encoded (Node refuses it raw), so the URL is
 * checked as text; bodies are walked after parsing. Multipart fields are checked where they are read
 * (routes/registration/multipart-form.ts), as their body is a stream here.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.url.includes('%00') || holdsNul(request.body))
      return done(badRequest('bad_request', undefined, { fr: 'caractère nul ou corps trop imbriqué', en: 'NUL character or body nested too deep' }))
    done()
  })
}
