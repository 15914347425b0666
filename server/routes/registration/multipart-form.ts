import type { FastifyInstance, FastifyRequest } from 'fastify'
import multipart from '@fastify/multipart'
import { MAX_UPLOAD_BYTES } from '@contracts/documents'
import { fileTooBig } from '../../domain/documents/file-check'
import { badRequest } from '../../http/errors'
import { holdsNul } from '../../http/input-guard'

export interface MultipartForm {
  /** Text fields by their bare name: `document[document_type]` and `document_type` both give `document_type`. */
  fields: Record<string, string>
  file: { field: string; filename: string; content: Buffer } | null
}

/**
 * Lets the route module that calls it (documents, photos) read multipart bodies. Registered there,
 * not on the whole app: the plugin adds two async hooks to every request of its scope (a 'close'
 * listener on each response, temp-file clean-up after it), which every API call paid for nothing,
 * a search included (perf, search benchmark). A route module is its own Fastify scope.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES } })
}

function bareName(name: string, resource: string): string {
  const prefix = `${resource}[`
  return name.startsWith(prefix) && name.endsWith(']') ? name.slice(prefix.length, -1) : name
}

/**
 * Reads a multipart body whose fields nest under `resource` (the spec's `document[file]`), buffering
 * its one file. A file over the multipart limit (10 MB) is FILE_TOO_BIG; a body that is not
 * multipart, or holds more than one file, is a 400.
 */
export async function readMultipartForm(request: FastifyRequest, resource: string): Promise<MultipartForm> {
  if (!request.isMultipart()) throw badRequest('bad_request', resource, { fr: 'multipart/form-data attendu', en: 'multipart/form-data expected' })
  const form: MultipartForm = { fields: {}, file: null }
  try {
    for await (const part of request.parts()) {
      const name = bareName(part.fieldname, resource)
      if (holdsNul(part.fieldname) || (part.type === 'file' ? holdsNul(part.filename) : holdsNul(part.value))) throw badRequest('bad_request', resource)
      if (part.type === 'file') {
        const content = await part.toBuffer()
        if (form.file) throw badRequest('bad_request', `${resource}[${name}]`, { fr: 'un seul fichier par requête', en: 'one file per request' })
        form.file = { field: name, filename: part.filename ?? '', content }
      } else if (typeof part.value === 'string') {
        form.fields[name] = part.value
      }
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooBig()
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('bad_request', resource, { fr: 'trop de parties', en: 'too many parts' })
    throw error
  }
  return form
}
