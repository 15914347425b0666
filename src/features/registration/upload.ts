import { acceptHeaderFor, XHR_HEADER } from '@contracts/http'
import { UserDocumentResponseSchema, type DocumentKind, type UserDocument } from '@contracts/documents'
import { ApiError, errorEntriesFromBody, getStoredToken } from '@/core/api'
import { apiBaseUrl } from '@/lib/config'
import { currentLanguage } from '@/i18n'

export interface UploadRequest {
  file: File
  kind: DocumentKind
  additionalDocumentId: number | null
  /** Whole percent of the bytes sent, 0 to 100. */
  onProgress: (percent: number) => void
  signal?: AbortSignal
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return null
  }
}

/**
 * POST /user/documents through XMLHttpRequest: fetch reports no upload progress, and spec section 4
 * wants a percentage per slot. Same headers as the API client; failures are ApiErrors.
 */
export function uploadDocument({ file, kind, additionalDocumentId, onProgress, signal }: UploadRequest): Promise<UserDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${apiBaseUrl()}/user/documents`)
    xhr.setRequestHeader(XHR_HEADER.name, XHR_HEADER.value)
    xhr.setRequestHeader('Accept-Language', currentLanguage())
    xhr.setRequestHeader('Accept', acceptHeaderFor('POST', '/user/documents'))
    const token = getStoredToken()
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token.accessToken}`)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)))
    }
    xhr.onload = () => {
      const body = parse(xhr.responseText)
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = UserDocumentResponseSchema.safeParse(body)
        if (parsed.success) {
          onProgress(100)
          resolve(parsed.data.document)
        } else reject(new ApiError(0, [], 'POST /user/documents: unexpected response'))
        return
      }
      reject(new ApiError(xhr.status, errorEntriesFromBody(body)))
    }
    xhr.onerror = () => reject(new ApiError(0, [], 'network error'))
    xhr.onabort = () => reject(new ApiError(0, [], 'aborted'))
    signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    const form = new FormData()
    form.append('document[document_type]', kind)
    if (additionalDocumentId !== null) form.append('document[additional_document_id]', String(additionalDocumentId))
    form.append('document[file]', file, file.name)
    onProgress(0)
    xhr.send(form)
  })
}
