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
  if (Array.isArray(value)) return value.some((v) => holdsNul(v, depth + 1))
  for (const [key, v] of Object.entries(value)) {
    if (key.includes(NUL) || holdsNul(v, depth + 1)) return true
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
    if (/%00/.test(request.url) || holdsNul(request.body))
      return done(badRequest('bad_request', undefined, { fr: 'caractère nul ou corps trop imbriqué', en: 'NUL character or body nested too deep' }))
    done()
  })
}
