import { samplePdf, samplePng, sampleJpegHeader } from '../../../server/domain/documents/testing/sample-files'
import { errorCodes, type TestContext } from '../helpers'
import { createRegistrationContext, multipartBody, signUp, uploadDocument } from './registration-helpers'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createRegistrationContext()
})
afterAll(() => ctx.close())

describe('POST /api/user/documents', () => {
  it('accepts a real PNG and a real PDF and serves them back to their owner only', async () => {
    const { token } = await signUp(ctx)
    const png = await uploadDocument(ctx, token, 'licence_front', { filename: 'permis recto.png', content: samplePng() })
    expect(png.statusCode).toBe(201)
    const document = png.json().document
    expect(document).toMatchObject({ document_type: 'licence_front', content_type: 'image/png', size: samplePng().length, additional_document_id: null })
    const pdf = await uploadDocument(ctx, token, 'licence_back', { filename: 'verso.PDF', content: samplePdf() })
    expect(pdf.statusCode).toBe(201)

    const file = await ctx.get(`/api/user/documents/${document.id}/file`, { token })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.headers['content-disposition']).toBe(`attachment; filename="licence_front-${document.id}.png"`)
    expect(file.headers['cache-control']).toBe('private, no-store')
    expect(file.rawPayload).toEqual(samplePng())
    const pdfFile = await ctx.get(`/api/user/documents/${pdf.json().document.id}/file`, { token })
    expect(pdfFile.headers['content-type']).toBe('application/pdf')
    expect(pdfFile.rawPayload).toEqual(samplePdf())

    const other = await signUp(ctx)
    const foreign = await ctx.get(`/api/user/documents/${document.id}/file`, { token: other.token })
    expect(foreign.statusCode).toBe(404)
    expect((await ctx.get('/api/user/documents', { token: other.token })).json().documents).toEqual([])
    expect((await ctx.get(`/api/user/documents/${document.id}/file`)).statusCode).toBe(401)
    // Another tenant never sees it either.
    const entreprise = await ctx.tokenFor('driver@entreprise.test', { host: 'entreprise.localhost' })
    expect((await ctx.get(`/api/user/documents/${document.id}/file`, { token: entreprise, host: 'entreprise.localhost' })).statusCode).toBe(404)
  })

  it('accepts the field names without the document[] prefix and a JPEG', async () => {
    const { token } = await signUp(ctx)
    const { body, headers } = multipartBody({ document_type: 'selfie' }, { field: 'file', filename: 'selfie.jpeg', content: sampleJpegHeader(), type: 'image/jpeg' })
    const res = await ctx.call('POST', '/api/user/documents', { token, body, headers })
    expect(res.statusCode).toBe(201)
    expect(res.json().document.content_type).toBe('image/jpeg')
  })

  it('refuses a text file renamed .png with INVALID_FILE_TYPE', async () => {
    const { token } = await signUp(ctx)
    const res = await uploadDocument(ctx, token, 'licence_front', { filename: 'permis.png', content: Buffer.from('Ceci est un fichier texte, pas une image.\n') })
    expect(res.statusCode).toBe(400)
    expect(res.json().errors[0]).toMatchObject({ code: 'INVALID_FILE_TYPE', field: 'document.file' })
    expect((await ctx.get('/api/user/documents', { token })).json().documents).toEqual([])
  })

  it('refuses a PDF named .png, or a PNG named .txt, with INVALID_FILE_EXTENSION', async () => {
    const { token } = await signUp(ctx)
    expect(errorCodes(await uploadDocument(ctx, token, 'licence_front', { filename: 'permis.png', content: samplePdf() }))).toEqual(['INVALID_FILE_EXTENSION'])
    expect(errorCodes(await uploadDocument(ctx, token, 'licence_front', { filename: 'permis.txt', content: samplePng() }))).toEqual(['INVALID_FILE_EXTENSION'])
  })

  it('refuses a file over 10 MB with FILE_TOO_BIG', async () => {
    const { token } = await signUp(ctx)
    const big = Buffer.concat([samplePng(), Buffer.alloc(10 * 1024 * 1024 + 1)])
    const res = await uploadDocument(ctx, token, 'licence_front', { filename: 'big.png', content: big })
    expect(res.statusCode).toBe(400)
    expect(errorCodes(res)).toEqual(['FILE_TOO_BIG'])
    // The server still answers normally afterwards, and takes a file just under the limit.
    const justUnder = Buffer.concat([samplePng(), Buffer.alloc(10 * 1024 * 1024 - samplePng().length)])
    const ok = await uploadDocument(ctx, token, 'licence_front', { filename: 'ok.png', content: justUnder })
    expect(ok.statusCode).toBe(201)
    expect(ok.json().document.size).toBe(10 * 1024 * 1024)
  })

  it('refuses an unknown document type, a missing file and a JSON body', async () => {
    const { token } = await signUp(ctx)
    const unknown = await uploadDocument(ctx, token, 'passport', { filename: 'p.png', content: samplePng() })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().errors[0].field).toBe('document.document_type')
    const { body, headers } = multipartBody({ 'document[document_type]': 'selfie' })
    expect((await ctx.call('POST', '/api/user/documents', { token, body, headers })).statusCode).toBe(400)
    expect((await ctx.post('/api/user/documents', { document: { document_type: 'selfie' } }, { token })).statusCode).toBe(400)
  })

  it('refuses attaching to an unknown additional document, and another member’s document', async () => {
    const { token } = await signUp(ctx)
    const doc = (await uploadDocument(ctx, token, 'other', { filename: 'bill.pdf', content: samplePdf() })).json().document
    expect((await ctx.post(`/api/user/documents/${doc.id}/attach`, { additional_document: { id: 999999 } }, { token })).statusCode).toBe(400)
    const other = await signUp(ctx)
    const additional = (await ctx.get('/api/additional_documents', { token })).json().additional_documents[0]
    expect((await ctx.post(`/api/user/documents/${doc.id}/attach`, { additional_document: { id: additional.id } }, { token: other.token })).statusCode).toBe(404)
  })
})

describe('POST /api/user/photos', () => {
  it('sets the avatar from photo[image] and serves it to its member (carpool partners: tests/server/security)', async () => {
    const { token } = await signUp(ctx)
    const { body, headers } = multipartBody({}, { field: 'photo[image]', filename: 'me.png', content: samplePng(3) })
    const res = await ctx.call('POST', '/api/user/photos', { token, body, headers })
    expect(res.statusCode).toBe(201)
    const user = res.json().user
    expect(user.small_main_photo_url).toBe(`/api/users/${user.id}/photo`)

    const photo = await ctx.get(`/api/users/${user.id}/photo`, { token })
    expect(photo.statusCode).toBe(200)
    expect(photo.headers['content-type']).toBe('image/png')
    expect(photo.rawPayload).toEqual(samplePng(3))
    expect((await ctx.get(`/api/users/${user.id}/photo`)).statusCode).toBe(401)
    expect((await ctx.get('/api/users/999999/photo', { token })).statusCode).toBe(403)
    // A member still registering reads nobody else's photo.
    const viewer = await signUp(ctx)
    expect((await ctx.get(`/api/users/${user.id}/photo`, { token: viewer.token })).statusCode).toBe(403)
  })

  it('refuses a PDF as a photo', async () => {
    const { token } = await signUp(ctx)
    const { body, headers } = multipartBody({}, { field: 'photo[image]', filename: 'me.pdf', content: samplePdf() })
    const res = await ctx.call('POST', '/api/user/photos', { token, body, headers })
    expect(errorCodes(res)).toEqual(['INVALID_FILE_TYPE'])
  })
})
