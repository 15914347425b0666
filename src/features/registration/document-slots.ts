import type { AdditionalDocument } from '@contracts/reference'
import { ACCEPTED_MIME_TYPES, MAX_UPLOAD_BYTES, type DocumentKind, type UserDocument } from '@contracts/documents'
import type { DocumentStep } from './signup-steps'

/** One upload place of a document step. */
export interface DocumentSlot {
  /** Stable key: the kind, or `other-<id>` for an additional document. */
  key: string
  kind: DocumentKind
  additionalDocumentId: number | null
  /** Additional documents bring their own title and description, in the visitor's language. */
  title: string | null
  description: string | null
  required: boolean
  /** A selfie is taken with the front camera of a phone; papers with the back one. */
  capture: 'user' | 'environment'
}

const fixed = (kind: DocumentKind, capture: DocumentSlot['capture'] = 'environment'): DocumentSlot => ({
  key: kind,
  kind,
  additionalDocumentId: null,
  title: null,
  description: null,
  required: true,
  capture,
})

/** The slots of a document step (spec section 2): licence front/back, identity front/back, selfie, each additional document. */
export function slotsOf(step: DocumentStep, additional: readonly AdditionalDocument[]): DocumentSlot[] {
  switch (step) {
    case 'driverLicense':
      return [fixed('licence_front'), fixed('licence_back')]
    case 'idDocument':
      return [fixed('identity_front'), fixed('identity_back')]
    case 'selfieDocument':
      return [fixed('selfie', 'user')]
    case 'otherDocument':
      return additional.map((doc) => ({
        key: `other-${doc.id}`,
        kind: 'other',
        additionalDocumentId: doc.id,
        title: doc.title,
        description: doc.description,
        required: doc.required,
        capture: 'environment',
      }))
  }
}

/** Document upload per slot (spec section 4): idle, uploading with a percentage, completed, or reset on error. */
export type SlotState =
  | { status: 'idle'; error: string | null; /** False when sending the same file again cannot help (refused type or size). */ retryable?: boolean }
  | { status: 'uploading'; progress: number; fileName: string }
  | { status: 'completed'; fileName: string | null }

export const IDLE_SLOT: SlotState = { status: 'idle', error: null }

/** The slot a stored document fills. */
export function slotKeyOfDocument(doc: Pick<UserDocument, 'document_type' | 'additional_document_id'>): string {
  return doc.document_type === 'other' && doc.additional_document_id !== null ? `other-${doc.additional_document_id}` : doc.document_type
}

/** Slots already filled by documents uploaded earlier (a resumed registration). */
export function completedFromDocuments(documents: readonly Pick<UserDocument, 'document_type' | 'additional_document_id'>[]): Record<string, SlotState> {
  const states: Record<string, SlotState> = {}
  for (const doc of documents) states[slotKeyOfDocument(doc)] = { status: 'completed', fileName: null }
  return states
}

/** Next is enabled only when every required upload of the step is completed (spec section 2). */
export function canLeaveDocumentStep(slots: readonly DocumentSlot[], states: Readonly<Record<string, SlotState>>): boolean {
  return slots.every((slot) => !slot.required || states[slot.key]?.status === 'completed') && !slots.some((s) => states[s.key]?.status === 'uploading')
}

export const ACCEPT_FILES: Record<string, string[]> = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'application/pdf': ['.pdf'],
}

/** Refusals of the file itself: the same file sent again gets the same answer. */
export const FILE_REFUSAL_CODES: ReadonlySet<string> = new Set(['FILE_TOO_BIG', 'INVALID_FILE_TYPE', 'INVALID_FILE_EXTENSION'])

const ACCEPTED_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'pdf']

/** The extension of a file name, lower case, without its dot; null when the name has none. */
function extensionOf(fileName: string): string | null {
  return /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? null
}

/**
 * What the browser can tell before sending: a file too big, or of a type that is not an image or
 * PDF. The server reads the content and has the last word (a text file named .png, say).
 */
export function localFileError(file: { size: number; type: string; name: string }): 'FILE_TOO_BIG' | 'INVALID_FILE_TYPE' | 'INVALID_FILE_EXTENSION' | null {
  if (file.size > MAX_UPLOAD_BYTES) return 'FILE_TOO_BIG'
  const ext = extensionOf(file.name)
  if (ext && !ACCEPTED_EXTENSIONS.includes(ext)) return 'INVALID_FILE_EXTENSION'
  if (file.type && !(ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type)) return 'INVALID_FILE_TYPE'
  return null
}

/**
 * The server answers INVALID_FILE_EXTENSION (spec section 8) both for an extension outside PNG, JPEG
 * and PDF and for an accepted extension that the content contradicts (a PNG named permis.pdf:
 * server/domain/documents/file-check.ts). The code's message only fits the first; the name the
 * driver chose tells the second apart, which needs its own message.
 */
export function isContentMismatch(code: string | undefined, fileName: string): boolean {
  const ext = extensionOf(fileName)
  return code === 'INVALID_FILE_EXTENSION' && ext !== null && ACCEPTED_EXTENSIONS.includes(ext)
}
