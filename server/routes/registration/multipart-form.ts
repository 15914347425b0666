import type { FastifyInstance, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { MAX_UPLOAD_BYTES } from '@contracts/documents'
import { fileTooBig } from '../../domain/documents/file-check'
import { ApiError, badRequest } from '../../errors'
import { holdsNul } from '../../http/input-guard'

export interface MultipartForm {
  /** Text fields by their bare name: `document[document_type]` and `document_type` both give `document_type`. */
  fields: Record<string, string>
  file: { field: string; filename: string; content: Buffer } | null
}

/**
 * Every limit of an upload (ten parallel bodies of 100 MB of text fields took the server
 * from 315 MB to 1.3 GB). An upload is one file and a few short text fields, so a request holds at
 * most one file of MAX_UPLOAD_BYTES plus `fields` values of `fieldSize` bytes in memory.
 */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 1024,
  fields: 10,
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  parts: 12,
  headerPairs: 10,
} as const
/** The whole body: the file, its fields and the multipart framing around them. */
export const MAX_MULTIPART_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024

/**
 * Lets the route module that calls it (documents, photos) read multipart bodies. Registered there,
 * not on the whole app: the plugin adds two async hooks to every request of its scope (a 'close'
 * listener on each response, temp-file clean-up after it), which every API call paid for nothing,
 * a search included (perf, search benchmark). A route module is its own Fastify scope.
 * A body announced larger than any valid upload is refused before a byte of it is read.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS } })
  app.addHook('onRequest', (request, reply, done) => {
    const length = Number(request.headers['content-length'] ?? 0)
    if (!(length > MAX_MULTIPART_BODY_BYTES)) return done()
    stopReading(request)
    done(fileTooBig())
  })
  app.addHook('onSend', (request, reply, _payload, done) => {
    if (abandoned.has(request.raw)) reply.header('connection', 'close')
    done()
  })
}

/** Requests whose body is refused before its end: their connection closes with the answer. */
const abandoned = new WeakSet<FastifyRequest['raw']>()

/**
 * Stops reading a refused body: Node would otherwise read (and drop) the rest of it after the
 * answer to keep the connection alive, all 100 MB of it; closing the connection ends that.
 */
function stopReading(request: FastifyRequest): void {
  abandoned.add(request.raw)
  request.raw.unpipe()
  request.raw.pause()
}

function bareName(name: string, resource: string): string {
  const prefix = `${resource}[`
  return name.startsWith(prefix) && name.endsWith(']') ? name.slice(prefix.length, -1) : name
}

/** The error a client's malformed or over-limit multipart body gets; anything it sends is a 4xx. */
function clientError(error: unknown, resource: string): ApiError {
  if (error instanceof ApiError) return error
  const code = (error as { code?: unknown }).code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooBig()
  if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
    return badRequest('bad_request', resource, { fr: 'trop de parties', en: 'too many parts' })
  // busboy's "Unexpected end of form", "Malformed part header", a missing boundary...: the body's fault.
  return badRequest('bad_request', resource, { fr: 'corps multipart invalide', en: 'malformed multipart body' })
}

/**
 * Reads a multipart body whose fields nest under `resource` (the spec's `document[file]`), buffering
 * its one file. A file over the multipart limit (10 MB) is FILE_TOO_BIG, and so is a body that grows
 * past MAX_MULTIPART_BODY_BYTES without announcing its length (counted as it arrives, so a 100 MB
 * field is refused at 10 MB, not read to its end); a text field over its limit, a body that is not
 * multipart, malformed or truncated, or holds more than one file, is a 400.
 */
export async function readMultipartForm(request: FastifyRequest, resource: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('bad_request', resource, { fr: 'multipart/form-data attendu', en: 'multipart/form-data expected' })
  const form: MultipartForm = { fields: {}, file: null }
  let received = 0
  let onData: (chunk: Buffer) => void = () => {}
  const overflow = new Promise<never>((_resolve, reject) => {
    onData = (chunk) => {
      received += chunk.length
      if (received > MAX_MULTIPART_BODY_BYTES) reject(fileTooBig())
    }
  })
  overflow.catch(() => {})
  request.raw.on('data', onData)
  try {
    const parts = request.parts()[Symbol.asyncIterator]()
    for (;;) {
      const next = await Promise.race([parts.next(), overflow])
      if (next.done) break
      const part = next.value
      const name = bareName(part.fieldname, resource)
      if (holdsNul(part.fieldname) || (part.type === 'file' ? holdsNul(part.filename) : holdsNul(part.value))) throw badRequest('bad_request', resource)
      if (part.type === 'file') {
        const content = await Promise.race([part.toBuffer(), overflow])
        if (form.file) throw badRequest('bad_request', `${resource}[${name}]`, { fr: 'un seul fichier par requête', en: 'one file per request' })
        form.file = { field: name, filename: part.filename ?? '', content }
      } else if (part.valueTruncated || part.fieldnameTruncated) {
        throw badRequest('bad_request', `${resource}[${name}]`, { fr: 'champ trop long', en: 'field too long' })
      } else if (typeof part.value === 'string') {
        form.fields[name] = part.value
      }
    }
  } catch (error) {
    stopReading(request)
    throw clientError(error, resource)
  } finally {
    request.raw.off('data', onData)
  }
  return form
}
