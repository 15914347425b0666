import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ENGINES } from '../testing/test-database'
import { useTestDatabase } from '../testing/use-test-database'
import { samplePdf, samplePng } from '../domain/documents/testing/sample-files'
import { databaseStorage } from './database-storage'
import { diskStorage, resolveStoredFile } from './disk-storage'
import { selectFileStorage } from './select-storage'

describe.each(ENGINES)('file storages on %s', (engine) => {
  const t = useTestDatabase(engine, 'storage')
  let dataDir: string
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'storage-'))
  })
  afterAll(() => rm(dataDir, { recursive: true, force: true }))

  it('keeps files in the database table, byte for byte', async () => {
    const storage = databaseStorage(t.db)
    await storage.put('documents/1/2/aa.pdf', samplePdf(), 'application/pdf')
    expect(await storage.get('documents/1/2/aa.pdf')).toEqual(samplePdf())
    expect(await storage.get('documents/1/2/missing.pdf')).toBeNull()
    await storage.remove('documents/1/2/aa.pdf')
    expect(await storage.get('documents/1/2/aa.pdf')).toBeNull()
    await expect(storage.put('documents/../../etc.pdf', samplePdf(), 'application/pdf')).rejects.toThrow(/not a storage key/)
  })

  it('picks S3 with S3_URL, else the database on PostgreSQL, else the disk; shared ones still read earlier disk files', async () => {
    const pick = (over: { fileStorage?: 'auto' | 'disk' | 'database' | 's3'; s3Url?: string }) =>
      selectFileStorage({ fileStorage: 'auto', s3Url: undefined, dataDir, ...over }, t.db, t.isPostgres)
    expect(pick({}).label).toBe(t.isPostgres ? 'PostgreSQL (table stored_files)' : `local disk (${dataDir})`)
    expect(pick({ s3Url: 's3://k:s@127.0.0.1:1/b' }).label).toBe('S3 bucket b at https://127.0.0.1:1')
    expect(pick({ fileStorage: 'disk', s3Url: 's3://k:s@127.0.0.1:1/b' }).label).toMatch(/^local disk/)

    await diskStorage(dataDir).put('photos/1/2/old.png', samplePng(), 'image/png')
    const shared = pick({ fileStorage: 'database' })
    expect(await shared.get('photos/1/2/old.png')).toEqual(samplePng())
    await shared.put('photos/1/2/new.png', samplePng(3), 'image/png')
    await expect(stat(resolveStoredFile(dataDir, 'photos/1/2/new.png'))).rejects.toMatchObject({ code: 'ENOENT' })
    await shared.remove('photos/1/2/old.png')
    expect(await shared.get('photos/1/2/old.png')).toBeNull()
  })
})
