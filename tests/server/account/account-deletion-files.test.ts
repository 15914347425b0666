import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RentalsResponseSchema } from '@contracts/rental'
import { samplePng } from '../../../server/domain/documents/testing/sample-files'
import { createTestContext, type TestContext } from '../helpers'

// Uploads land in the engine's storage (disk on SQLite, the database on PostgreSQL); never in the repo's data/.
const dataDir = mkdtempSync(join(tmpdir(), 'account-files-'))
let ctx: TestContext

beforeAll(async () => {
  ctx = await createTestContext({ config: { dataDir } })
})
afterAll(async () => {
  await ctx.close()
  rmSync(dataDir, { recursive: true, force: true })
})

function multipart(fields: Record<string, string>, file: { name: string; filename: string; type: string; content: Buffer }) {
  const boundary = 'test-boundary-7f3a'
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`))
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  )
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
}

describe('DELETE /api/user with stored documents', () => {
  it('deletes the member documents from the file storage', async () => {
    const token = await ctx.tokenFor('leaving@demo.test')
    const upload = multipart({ 'document[document_type]': 'selfie' }, { name: 'document[file]', filename: 'me.png', type: 'image/png', content: samplePng(4) })
    const res = await ctx.call('POST', '/api/user/documents', { token, ...upload })
    expect(res.statusCode).toBe(201)
    const doc = await ctx.db
      .selectFrom('documents')
      .select('storage_path')
      .where('user_id', '=', await ctx.userId('leaving@demo.test'))
      .executeTakeFirstOrThrow()
    expect(await ctx.app.files.get(doc.storage_path)).toEqual(samplePng(4))

    const { rentals } = RentalsResponseSchema.parse((await ctx.get('/api/rentals', { token })).json())
    for (const r of rentals) await ctx.del(`/api/user/rentals/${r.id}`, { token })
    expect((await ctx.del('/api/user', { token })).statusCode).toBe(204)
    expect(await ctx.app.files.get(doc.storage_path)).toBeNull()
  })
})
