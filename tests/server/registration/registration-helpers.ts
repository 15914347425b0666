import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { LightMyRequestResponse } from 'fastify'
import { createTestContext, type TestContext } from '../helpers'

/** A multipart/form-data body as a browser's FormData would send it. */
export function multipartBody(fields: Record<string, string>, file?: { field: string; filename: string; content: Buffer; type?: string }) {
  const boundary = `----registration${randomBytes(8).toString('hex')}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    )
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

/** POST /api/user/documents with the spec's field names. */
export function uploadDocument(
  ctx: TestContext,
  token: string,
  documentType: string,
  file: { filename: string; content: Buffer },
  options: { additionalDocumentId?: number; host?: string } = {},
): Promise<LightMyRequestResponse> {
  const fields: Record<string, string> = { 'document[document_type]': documentType }
  if (options.additionalDocumentId !== undefined) fields['document[additional_document_id]'] = String(options.additionalDocumentId)
  const { body, headers } = multipartBody(fields, { field: 'document[file]', ...file })
  return ctx.call('POST', '/api/user/documents', { token, body, headers, host: options.host })
}

/** Creates an account through POST /api/user and returns its member token. */
export async function signUp(ctx: TestContext, options: { host?: string; email?: string } = {}): Promise<{ token: string; email: string; step: string }> {
  const email = options.email ?? `newcomer-${randomBytes(4).toString('hex')}@example.test`
  const res = await ctx.post('/api/user', { user: { email, password: 'correct horse battery', tos_accepted: true } }, { host: options.host })
  if (res.statusCode !== 201) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`)
  const json = res.json() as { access_token: string; user: { workflow_next_step: string } }
  return { token: json.access_token, email, step: json.user.workflow_next_step }
}

/** The step GET /api/user reports. */
export async function currentStep(ctx: TestContext, token: string, host?: string): Promise<string> {
  const res = await ctx.get('/api/user', { token, host })
  return (res.json() as { user: { workflow_next_step: string } }).user.workflow_next_step
}

/** The last SMS the server sent to a number (outbox), and the code in it. */
export async function lastSmsCode(ctx: TestContext, to: string): Promise<{ text: string; code: string }> {
  const row = await ctx.db.selectFrom('outbox').select(['body']).where('channel', '=', 'sms').where('recipient', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow()
  const code = /\b(\d{6})\b/.exec(row.body)?.[1]
  if (!code) throw new Error(`no code in ${row.body}`)
  return { text: row.body, code }
}

/** Rewrites part of a tenant's stored settings and makes the app read them again. */
export async function patchTenantSettings(ctx: TestContext, slug: string, patch: (settings: Record<string, unknown>) => Record<string, unknown>): Promise<void> {
  const row = await ctx.db.selectFrom('tenants').select(['id', 'settings']).where('slug', '=', slug).executeTakeFirstOrThrow()
  const next = patch(JSON.parse(row.settings) as Record<string, unknown>)
  await ctx.db
    .updateTable('tenants')
    .set({ settings: JSON.stringify(next) })
    .where('id', '=', row.id)
    .execute()
  ctx.app.tenants.invalidate()
}

/** A test app whose uploads land in a temporary directory and whose tenant settings are read fresh on every request. */
export async function createRegistrationContext(options: Parameters<typeof createTestContext>[0] = {}): Promise<TestContext> {
  const dataDir = await mkdtemp(join(tmpdir(), 'registration-'))
  const ctx = await createTestContext({ ...options, config: { dataDir, tenantCacheMs: 0, ...options.config } })
  const close = ctx.close
  return {
    ...ctx,
    close: async () => {
      await close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
