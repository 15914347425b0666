import { fileTypeFromBuffer } from 'file-type'
import { MAX_UPLOAD_BYTES } from '@contracts/documents'
import { ApiError, badRequest } from '../../errors'
import { imageSize, isImageSizeAllowed } from '../../media/image-size'

export type AcceptedMime = 'image/png' | 'image/jpeg' | 'application/pdf'

/** The file name extensions a driver's file may carry for each accepted content type. */
const EXTENSIONS: Record<AcceptedMime, readonly string[]> = {
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'application/pdf': ['pdf'],
}

export const DOCUMENT_MIMES: readonly AcceptedMime[] = ['image/png', 'image/jpeg', 'application/pdf']
export const PHOTO_MIMES: readonly AcceptedMime[] = ['image/png', 'image/jpeg']

export interface CheckedFile {
  mime: AcceptedMime
  /** The extension the stored file gets, from its content. */
  ext: string
}

// 400, not 413: the client maps only the statuses of spec section 8 (others read as internal errors).
export const fileTooBig = () => new ApiError(400, 'FILE_TOO_BIG')

/**
 * Recognises an upload by its content (magic bytes), never by its name: INVALID_FILE_TYPE when the
 * content is none of `accepted`, INVALID_FILE_EXTENSION when the name's extension says otherwise
 * (a PDF named .png, a PNG named .txt), FILE_TOO_BIG beyond 10 MB. A name without extension
 * (a camera capture) is fine. An image must be at most 12,000 pixels a side and 40 megapixels,
 * read from its header without decoding it (media/image-size.ts): IMAGE_TOO_LARGE beyond, and
 * INVALID_FILE_TYPE when its header gives no size.
 */
export async function checkUpload(content: Buffer, filename: string, accepted: readonly AcceptedMime[], field: string): Promise<CheckedFile> {
  if (content.length > MAX_UPLOAD_BYTES) throw fileTooBig()
  const detected = await fileTypeFromBuffer(content)
  const mime = accepted.find((m) => m === detected?.mime)
  if (!mime) throw badRequest('INVALID_FILE_TYPE', field)
  const base = filename.split(/[\\/]/).pop() ?? ''
  const dot = base.lastIndexOf('.')
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase() : ''
  if (ext !== '' && !EXTENSIONS[mime].includes(ext)) throw badRequest('INVALID_FILE_EXTENSION', field)
  if (mime !== 'application/pdf') {
    const size = imageSize(content, mime)
    if (!size) throw badRequest('INVALID_FILE_TYPE', field)
    if (!isImageSizeAllowed(size)) throw badRequest('IMAGE_TOO_LARGE', field)
  }
  return { mime, ext: EXTENSIONS[mime][0] }
}
