import { checkUpload, DOCUMENT_MIMES, PHOTO_MIMES } from './file-check'
import { sampleJpegHeader, samplePdf, samplePng } from './testing/sample-files'

describe('checkUpload', () => {
  it('recognises png, jpeg and pdf by their content', async () => {
    await expect(checkUpload(samplePng(), 'permis.png', DOCUMENT_MIMES, 'f')).resolves.toEqual({ mime: 'image/png', ext: 'png' })
    await expect(checkUpload(sampleJpegHeader(), 'selfie.JPG', DOCUMENT_MIMES, 'f')).resolves.toEqual({ mime: 'image/jpeg', ext: 'jpg' })
    await expect(checkUpload(samplePdf(), 'scan.pdf', DOCUMENT_MIMES, 'f')).resolves.toEqual({ mime: 'application/pdf', ext: 'pdf' })
  })

  it('accepts a camera capture without an extension', async () => {
    await expect(checkUpload(samplePng(), 'blob', DOCUMENT_MIMES, 'f')).resolves.toMatchObject({ mime: 'image/png' })
  })

  it('refuses a text file whatever its name says', async () => {
    const text = Buffer.from('this is not an image\n')
    await expect(checkUpload(text, 'permis.png', DOCUMENT_MIMES, 'document.file')).rejects.toMatchObject({ statusCode: 400, code: 'INVALID_FILE_TYPE', field: 'document.file' })
  })

  it('refuses a name whose extension disagrees with the content', async () => {
    await expect(checkUpload(samplePdf(), 'permis.png', DOCUMENT_MIMES, 'f')).rejects.toMatchObject({ code: 'INVALID_FILE_EXTENSION' })
    await expect(checkUpload(samplePng(), 'permis.txt', DOCUMENT_MIMES, 'f')).rejects.toMatchObject({ code: 'INVALID_FILE_EXTENSION' })
  })

  it('refuses a PDF as a profile photo', async () => {
    await expect(checkUpload(samplePdf(), 'me.pdf', PHOTO_MIMES, 'photo.image')).rejects.toMatchObject({ code: 'INVALID_FILE_TYPE' })
  })

  it('refuses more than 10 MB', async () => {
    const big = Buffer.concat([samplePng(), Buffer.alloc(10 * 1024 * 1024)])
    await expect(checkUpload(big, 'big.png', DOCUMENT_MIMES, 'f')).rejects.toMatchObject({ statusCode: 400, code: 'FILE_TOO_BIG' })
  })
})
