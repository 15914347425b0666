import { pngHeaderOnly, sampleJpegHeader, samplePdf, samplePng } from '../../../server/domain/documents/testing/sample-files'
import { errorCodes, type TestContext } from '../helpers'
import { createRegistrationContext, multipartBody, signUp, uploadDocument } from '../registration/registration-helpers'
import { expectSpecError } from './spec-error'

// Uploaded files: images too large for a browser to decode are refused from their header, and
// every file answer is saved rather than opened, under a CSP with sandbox.
let ctx: TestContext
beforeAll(async () => {
  ctx = await createRegistrationContext()
})
afterAll(() => ctx.close())

const uploadPhoto = (token: string, content: Buffer, filename = 'me.png') => {
  const { body, headers } = multipartBody({}, { field: 'photo[image]', filename, content })
  return ctx.call('POST', '/api/user/photos', { token, body, headers })
}

describe('image dimensions', () => {
  it.each([
    ['a 30000 x 30000 PNG', pngHeaderOnly(30_000, 30_000), 'bomb.png'],
    ['a PNG 12001 pixels wide', pngHeaderOnly(12_001, 10), 'wide.png'],
    ['a 7000 x 7000 PNG (49 MP)', pngHeaderOnly(7000, 7000), 'big.png'],
    ['a JPEG 20000 pixels tall', sampleJpegHeader(100, 20_000), 'tall.jpg'],
  ])('refuses %s as a photo and as a document, from its header', async (_what, content, filename) => {
    const { token } = await signUp(ctx)
    expect(content.length).toBeLessThan(1024)
    const photo = await uploadPhoto(token, content, filename)
    expectSpecError(photo, [400], 'photo')
    expect(errorCodes(photo)).toEqual(['IMAGE_TOO_LARGE'])
    const document = await uploadDocument(ctx, token, 'selfie', { filename, content })
    expect(errorCodes(document)).toEqual(['IMAGE_TOO_LARGE'])
  })

  it('accepts images within 12,000 pixels a side and 40 megapixels', async () => {
    const { token } = await signUp(ctx)
    expect((await uploadPhoto(token, pngHeaderOnly(6000, 6000))).statusCode).toBe(201)
    expect((await uploadDocument(ctx, token, 'selfie', { filename: 's.jpg', content: sampleJpegHeader(4000, 3000) })).statusCode).toBe(201)
  })
})

describe('file answers', () => {
  it('serves a document PDF as an attachment, with sandbox in its CSP', async () => {
    const { token } = await signUp(ctx)
    const id = (await uploadDocument(ctx, token, 'licence_front', { filename: 'permis.pdf', content: samplePdf() })).json<{ document: { id: number } }>().document.id
    const file = await ctx.get(`/api/user/documents/${id}/file`, { token })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="licence_front-\d+\.pdf"$/)
    expect(String(file.headers['content-security-policy'])).toMatch(/(^|; )sandbox(;|$)/)
    expect(String(file.headers['content-security-policy'])).toContain("default-src 'none'")
  })

  it('serves a profile photo under a CSP with sandbox', async () => {
    const { token } = await signUp(ctx)
    const user = (await uploadPhoto(token, samplePng(3))).json<{ user: { id: number } }>().user
    const photo = await ctx.get(`/api/users/${user.id}/photo`, { token })
    expect(photo.statusCode).toBe(200)
    expect(String(photo.headers['content-security-policy'])).toMatch(/(^|; )sandbox(;|$)/)
    expect(photo.headers['content-disposition']).toMatch(/^inline; /)
  })
})
