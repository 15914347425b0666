import type { FastifyReply } from 'fastify'

/**
 * The policy of every file a member's upload or account produces: nothing loads, and `sandbox`
 * keeps a file opened on its own (a PDF with a script action, an SVG) from running anything with
 * the app's origin.
 */
export const USER_FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * Headers of a user file: saved rather than opened (`attachment`), unless the app shows it in its
 * own viewer (`inline`: profile photos, which the app draws in an img); never cached.
 */
export function userFileReply(reply: FastifyReply, file: { contentType: string; filename: string; disposition?: 'attachment' | 'inline' }): FastifyReply {
  const name = file.filename.replace(/[^\w.-]/g, '_')
  return reply
    .type(file.contentType)
    .header('content-disposition', `${file.disposition ?? 'attachment'}; filename="${name}"`)
    .header('content-security-policy', USER_FILE_CSP)
    .header('cache-control', 'private, no-store')
}
