import { samplePdf, samplePng } from '../../server/domain/documents/testing/sample-files'

/** A file the way Playwright's setInputFiles takes it. */
export interface UploadFile {
  name: string
  mimeType: string
  buffer: Buffer
}

/** A real PNG under this name, recognised by the server from its content; `noisy`, heavy enough to watch the progress. */
export function png(name: string, size = 8, noisy = false): UploadFile {
  return { name, mimeType: 'image/png', buffer: samplePng(size, noisy) }
}

/** A real one-page PDF under this name. */
export function pdf(name: string): UploadFile {
  return { name, mimeType: 'application/pdf', buffer: samplePdf('Justificatif de domicile') }
}

/** Plain text wearing an image's name: the server reads the content and refuses it. */
export function textNamedPng(): UploadFile {
  return { name: 'permis.png', mimeType: 'image/png', buffer: Buffer.from('ceci est un fichier texte, pas une image\n') }
}
