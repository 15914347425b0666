import { setStoredToken } from '@/core/api/token-storage'
import { resetTokenCache } from '@/core/api/token-storage'
import { ApiError } from '@/core/api'
import { uploadDocument } from './upload'

/** A stand-in for the browser's XMLHttpRequest that the test drives: progress events, then an answer. */
class FakeXhr {
  static last: FakeXhr
  method = ''
  url = ''
  headers: Record<string, string> = {}
  body: FormData | null = null
  status = 0
  responseText = ''
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  onabort: (() => void) | null = null
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: FormData) {
    this.body = body
  }
  abort() {
    this.onabort?.()
  }
  answer(status: number, body: unknown) {
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

const document = {
  id: 5,
  document_type: 'licence_front',
  additional_document_id: null,
  content_type: 'image/png',
  size: 1000,
  url: '/api/user/documents/5/file',
  created_at: '2026-05-01T10:00:00.000Z',
}

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  window.__FRONTOFFICE_CONFIG__ = { apiUrl: 'http://app.test/api' }
  localStorage.clear()
  resetTokenCache()
  setStoredToken({ accessToken: 'member-1', type: 'member', expiresAt: Date.now() + 60_000 })
})
afterEach(() => {
  vi.unstubAllGlobals()
  delete window.__FRONTOFFICE_CONFIG__
})

describe('uploadDocument', () => {
  it('posts the multipart form with the API headers and reports the progress in whole percent', async () => {
    const progress: number[] = []
    const file = new File(['png'], 'recto.png', { type: 'image/png' })
    const done = uploadDocument({ file, kind: 'other', additionalDocumentId: 3, onProgress: (p) => progress.push(p) })
    const xhr = FakeXhr.last
    expect(xhr.method).toBe('POST')
    expect(xhr.url).toBe('http://app.test/api/user/documents')
    expect(xhr.headers).toMatchObject({ Authorization: 'Bearer member-1', 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/vnd.frontoffice+json; version=0.4' })
    expect(xhr.body?.get('document[document_type]')).toBe('other')
    expect(xhr.body?.get('document[additional_document_id]')).toBe('3')
    expect((xhr.body?.get('document[file]') as File).name).toBe('recto.png')
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 333, total: 1000 })
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: 1000 })
    xhr.answer(201, { document })
    await expect(done).resolves.toMatchObject({ id: 5, document_type: 'licence_front' })
    expect(progress).toEqual([0, 33, 100, 100])
  })

  it('turns an error answer into an ApiError carrying the server codes', async () => {
    const done = uploadDocument({ file: new File(['x'], 'a.png'), kind: 'selfie', additionalDocumentId: null, onProgress: () => undefined })
    expect(FakeXhr.last.body?.has('document[additional_document_id]')).toBe(false)
    FakeXhr.last.answer(400, { errors: [{ code: 'INVALID_FILE_TYPE', detail: 'no' }] })
    const error = await done.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).hasCode('INVALID_FILE_TYPE')).toBe(true)
  })
})
