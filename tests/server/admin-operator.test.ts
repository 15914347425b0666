import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { runAdmin } from '../../server/admin/run'
import { runAdminCaptured } from './admin-support'
import { createTestContext, type TestContext } from './helpers'

let ctx: TestContext
const dir = mkdtempSync(join(tmpdir(), 'admin-operator-'))
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const admin = (...argv: string[]) => runAdminCaptured(ctx.db, argv)
const file = (name: string, text: string) => {
  const path = join(dir, name)
  writeFileSync(path, text)
  return path
}

describe('admin: content pages and terms', () => {
  // The simple tenant speaks French only: the API answers its French pages.
  it('writes a FAQ page per language, which the API serves', async () => {
    // The seed's French FAQ is removed first: a new page needs its title.
    await ctx.db
      .deleteFrom('custom_contents')
      .where('tenant_id', '=', await ctx.tenantId('simple'))
      .where('type', '=', 'faq')
      .execute()
    expect((await admin('content', 'set', 'faq', '--tenant', 'simple', '--language', 'fr', '--file', file('faq.html', '<p>How to book</p>'))).err).toBe(
      'A new page needs --title "..."',
    )
    const set = await admin('content', 'set', 'faq', '--tenant', 'simple', '--language', 'fr', '--title', 'FAQ', '--file', join(dir, 'faq.html'))
    expect(set).toMatchObject({ code: 0, out: 'faq (fr) created on simple' })
    const res = await ctx.get('/api/custom_contents', { host: 'simple.localhost', query: { type: 'faq' } })
    expect(res.json().custom_contents).toEqual([expect.objectContaining({ title: 'FAQ', content: '<p>How to book</p>' })])
    expect((await admin('content', 'set', 'faq', '--tenant', 'simple', '--language', 'fr', '--file', file('faq2.html', '<p>v2</p>'))).out).toBe('faq (fr) updated on simple')
    expect((await admin('content', 'show', 'faq', '--tenant', 'simple', '--language', 'fr')).out).toBe('# FAQ\n\n<p>v2</p>')
    expect((await admin('content', 'list', '--tenant', 'simple')).out).toMatch(/faq\s+fr\s+FAQ/)
    expect((await admin('content', 'set', 'blog', '--tenant', 'simple', '--file', join(dir, 'faq.html'))).code).toBe(2)
    expect((await admin('content', 'show', 'privacy_usage', '--tenant', 'simple', '--language', 'en')).code).toBe(3)
  })

  it('publishes a new current terms version', async () => {
    const res = await admin('terms', 'publish', '--tenant', 'simple', '--fr', file('cgu.html', '<p>Conditions</p>'), '--en', file('terms.html', '<p>Terms</p>'))
    expect(res.code).toBe(0)
    const current = await ctx.get('/api/terms_and_conditions_versions', { host: 'simple.localhost', query: { current: 'true' } })
    expect(current.json().terms_and_conditions_versions.map((v: { content: string }) => v.content)).toEqual(['<p>Conditions</p>'])
    expect((await admin('terms', 'list', '--tenant', 'simple')).out).toMatch(/yes/)
  })
})

describe('admin: labels, additional documents, registration flows', () => {
  it('adds, lists and removes each', async () => {
    const label = await admin('labels', 'add', 'Déménagement', '--tenant', 'demo', '--aliases', 'moving,move')
    expect(label.code).toBe(0)
    const labelId = /Label (\d+)/.exec(label.out)![1]
    expect((await admin('labels', 'list', '--tenant', 'demo')).out).toMatch(/Déménagement\s+moving, move/)
    expect((await admin('labels', 'remove', labelId, '--tenant', 'demo')).code).toBe(0)
    expect((await admin('labels', 'remove', labelId, '--tenant', 'demo')).code).toBe(3)

    const doc = await admin(
      'additional-documents',
      'add',
      'proof_of_address',
      '--tenant',
      'demo',
      '--title-fr',
      'Justificatif de domicile',
      '--title-en',
      'Proof of address',
      '--required',
      'on',
    )
    expect(doc.code).toBe(0)
    expect((await admin('additional-documents', 'list', '--tenant', 'demo')).out).toMatch(/proof_of_address\s+Justificatif de domicile\s+Proof of address\s+yes/)
    expect((await admin('additional-documents', 'add', 'x', '--tenant', 'demo')).code).toBe(2)

    const flow = await admin('flows', 'add', 'Étudiants', '--tenant', 'demo')
    const flowId = /flow (\d+)/.exec(flow.out)![1]
    expect((await admin('flows', 'list', '--tenant', 'demo')).out).toContain('Étudiants')
    expect((await admin('flows', 'remove', flowId, '--tenant', 'demo')).out).toBe(`Registration flow ${flowId} removed`)
    expect((await admin('flows', 'list', '--tenant', 'nowhere')).code).toBe(3)
  })
})

describe("admin: a driver's documents", () => {
  it('lists them and writes one to a file', async () => {
    const stored = new Map([['documents/licence.pdf', Buffer.from('%PDF-1.4 licence')]])
    const files = () => ({ label: 'test', put: async () => {}, get: async (key: string) => stored.get(key) ?? null, remove: async () => {}, close: async () => {} })
    const tenant = await ctx.tenantId('demo')
    const user = await ctx.userId('driver@demo.test')
    const row = await ctx.db
      .insertInto('documents')
      .values({
        tenant_id: tenant,
        user_id: user,
        document_type: 'driving_licence_front',
        additional_document_id: null,
        content_type: 'application/pdf',
        size: 16,
        storage_path: 'documents/licence.pdf',
        created_at: Date.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const list = await admin('drivers', 'documents', 'driver@demo.test', '--tenant', 'demo')
    expect(list.out).toMatch(new RegExp(`${row.id}\\s+driving_licence_front\\s+application/pdf\\s+16`))

    const out: string[] = []
    const err: string[] = []
    const target = join(dir, 'opened.pdf')
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l) }
    expect(await runAdmin(ctx.db, ['drivers', 'document', 'driver@demo.test', String(row.id), '--out', target, '--tenant', 'demo'], io, Date.now(), { files })).toBe(0)
    expect(readFileSync(target, 'utf8')).toBe('%PDF-1.4 licence')
    // Another driver's document is not this driver's.
    expect(await runAdmin(ctx.db, ['drivers', 'document', 'driver2@demo.test', String(row.id), '--out', target], io, Date.now(), { files })).toBe(3)
  })
})
