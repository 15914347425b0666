import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import S3rver from 's3rver'
import { s3Storage } from '../../../server/storage/s3-storage'
import { samplePdf } from '../../../server/domain/documents/testing/sample-files'
import { createTestContext, type TestContext } from '../helpers'
import { multipart } from '../cluster/cluster'

// S3_URL against a local S3-compatible server (s3rver) on 127.0.0.1 and a free port.
describe('S3 file storage (s3rver)', () => {
  const directory = mkdtempSync(join(tmpdir(), 's3rver-'))
  let server: S3rver
  let s3Url: string

  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: 'uploads' }] })
    const { port } = await server.run()
    s3Url = `s3+http://S3RVER:S3RVER@127.0.0.1:${port}/uploads/prod?region=eu-west-3&forcePathStyle=1`
  })
  afterAll(async () => {
    await server.close()
    rmSync(directory, { recursive: true, force: true })
  })

  it('writes, reads and removes files in the bucket under the URL prefix', async () => {
    const storage = s3Storage(s3Url)
    try {
      expect(storage.label).toBe('S3 bucket uploads/prod/ at http://127.0.0.1:' + new URL(s3Url.replace('s3+http', 'http')).port)
      await storage.put('documents/1/2/abc.pdf', samplePdf(), 'application/pdf')
      expect(await storage.get('documents/1/2/abc.pdf')).toEqual(samplePdf())
      // The prefix is the bucket's folder: another prefix does not see the file.
      const other = s3Storage(s3Url.replace('/uploads/prod', '/uploads/staging'))
      expect(await other.get('documents/1/2/abc.pdf')).toBeNull()
      await other.close()
      await storage.remove('documents/1/2/abc.pdf')
      expect(await storage.get('documents/1/2/abc.pdf')).toBeNull()
      await storage.remove('documents/1/2/abc.pdf')
      await expect(storage.put('../escape.pdf', samplePdf(), 'application/pdf')).rejects.toThrow(/not a storage key/)
    } finally {
      await storage.close()
    }
  })

  describe('through the API with S3_URL set', () => {
    let ctx: TestContext
    const dataDir = mkdtempSync(join(tmpdir(), 's3-data-'))
    beforeAll(async () => {
      ctx = await createTestContext({ config: { s3Url, fileStorage: 'auto', dataDir } })
    })
    afterAll(async () => {
      await ctx.close()
      rmSync(dataDir, { recursive: true, force: true })
    })

    it('stores an uploaded document in the bucket, not in the database nor on disk, and serves it back', async () => {
      expect(ctx.app.files.label).toMatch(/^S3 bucket uploads\/prod\//)
      const token = await ctx.tokenFor('driver@demo.test')
      const upload = multipart({ 'document[document_type]': 'other' }, { name: 'document[file]', filename: 'permis.pdf', type: 'application/pdf', content: samplePdf('S3') })
      const res = await ctx.call('POST', '/api/user/documents', { token, body: upload.raw, headers: upload.headers })
      expect(res.statusCode).toBe(201)
      const { document } = res.json() as { document: { id: number; url: string } }
      const row = await ctx.db.selectFrom('documents').select('storage_path').where('id', '=', document.id).executeTakeFirstOrThrow()
      expect(await s3Storage(s3Url).get(row.storage_path)).toEqual(samplePdf('S3'))
      expect(await ctx.db.selectFrom('stored_files').select('key').execute()).toEqual([])
      expect(readdirSync(dataDir)).toEqual([])
      const back = await ctx.get(document.url, { token })
      expect(back.statusCode).toBe(200)
      expect(back.rawPayload).toEqual(samplePdf('S3'))
    })
  })
})
