import { Readable } from 'node:stream'
import { createTestContext, errorCodes, type TestContext } from '../helpers'
import { MAX_MULTIPART_BODY_BYTES, MULTIPART_LIMITS } from '../../../server/routes/registration/multipart-form'
import { expectSpecError } from './spec-error'

// Multipart requests are limited in fields, field size and parts: without limits, ten parallel
// requests of 100 MB of text fields took the server from 315 MB to 1.3 GB.

const BOUNDARY = 'LiMiTbOuNdArY'
const MB = 1024 * 1024
const field = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
const file = (name: string, filename: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n${content}\r\n`
const END = `--${BOUNDARY}--\r\n`

/** Time for a server that kept reading a refused body after its answer to be caught doing so. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 500))

/** A body of `head`, then `fillBytes` of text, then `tail`, made as it is read; `pulled()` says how much the server read. */
function countingBody(head: string, fillBytes: number, tail = `\r\n${END}`) {
  let pulled = 0
  const chunk = Buffer.alloc(64 * 1024, 'a')
  async function* generate() {
    pulled += head.length
    yield Buffer.from(head)
    for (let sent = 0; sent < fillBytes; sent += chunk.length) {
      pulled += chunk.length
      yield chunk
    }
    yield Buffer.from(tail)
  }
  return { stream: Readable.from(generate()), pulled: () => pulled }
}

describe('multipart limits on the upload routes', () => {
  let ctx: TestContext
  let token: string
  beforeAll(async () => {
    ctx = await createTestContext()
    token = await ctx.tokenFor('driver@demo.test')
  })
  afterAll(() => ctx.close())

  const upload = (url: string, payload: string | Readable, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: { host: 'localhost', authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
      payload,
    })

  it('a 100 MB text field without a declared length is refused once the body passes the upload limit, not read to its end', async () => {
    const body = countingBody(field('document[document_type]', 'selfie') + `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document[note]"\r\n\r\n`, 100 * MB)
    const res = await upload('/api/user/documents', body.stream)
    expectSpecError(res, [400, 413], 'chunked 100 MB field')
    expect(errorCodes(res)).toEqual(['FILE_TOO_BIG'])
    await settle()
    expect(body.pulled()).toBeLessThan(MAX_MULTIPART_BODY_BYTES + 2 * MB)
  })

  it('a body announcing more than one upload can hold is refused before it is read', async () => {
    const body = countingBody(field('photo[note]', ''), 100 * MB)
    const res = await upload('/api/user/photos', body.stream, { 'content-length': String(100 * MB + 200) })
    expectSpecError(res, [400, 413], 'announced 100 MB')
    expect(errorCodes(res)).toEqual(['FILE_TOO_BIG'])
    expect(res.headers.connection).toBe('close')
    await settle()
    expect(body.pulled()).toBeLessThan(2 * MB)
  })

  it('ten parallel 100 MB bodies keep the memory bounded', async () => {
    const before = process.memoryUsage()
    const bodies = Array.from({ length: 10 }, () =>
      countingBody(field('document[document_type]', 'selfie') + `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document[note]"\r\n\r\n`, 100 * MB),
    )
    const answers = await Promise.all(bodies.map((b) => upload('/api/user/documents', b.stream)))
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(400))
    await settle()
    expect(bodies.reduce((sum, b) => sum + b.pulled(), 0)).toBeLessThan(10 * (MAX_MULTIPART_BODY_BYTES + 2 * MB))
    const after = process.memoryUsage()
    // Loose on purpose (the GC decides when it frees): unbounded fields kept about 100 MB per request.
    expect(after.heapUsed + after.arrayBuffers - (before.heapUsed + before.arrayBuffers)).toBeLessThan(400 * MB)
  })

  it('a text field over its limit is a 400 naming it', async () => {
    const res = await upload('/api/user/documents', field('document[document_type]', 'x'.repeat(MULTIPART_LIMITS.fieldSize + 1)) + END)
    expectSpecError(res, [400], 'long field')
    expect(res.json().errors[0].field).toBe('document[document_type]')
  })

  it('too many fields, parts, files or part headers are a 400', async () => {
    const manyFields = Array.from({ length: MULTIPART_LIMITS.fields + 1 }, (_, i) => field(`document[f${i}]`, 'x')).join('') + END
    const manyFiles = file('document[file]', 'a.png', 'a') + file('document[file2]', 'b.png', 'b') + END
    const manyHeaders = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document[document_type]"\r\n${Array.from({ length: 20 }, (_, i) => `X-H${i}: v`).join('\r\n')}\r\n\r\nselfie\r\n${END}`
    const longName = field(`document[${'n'.repeat(MULTIPART_LIMITS.fieldNameSize + 1)}]`, 'x') + END
    for (const [name, payload] of Object.entries({ manyFields, manyFiles, manyHeaders, longName })) {
      expectSpecError(await upload('/api/user/documents', payload), [400, 413], name)
    }
  })
})
