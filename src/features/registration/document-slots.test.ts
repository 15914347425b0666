// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { canLeaveDocumentStep, completedFromDocuments, isContentMismatch, localFileError, slotsOf, type SlotState } from './document-slots'

const additional = [
  { id: 1, name: 'proof_of_address', title: 'Preuve de résidence', description: 'Facture de moins de 3 mois', required: true },
  { id: 2, name: 'work_certificate', title: "Attestation d'employeur", description: 'Facultatif', required: false },
]

describe('slotsOf', () => {
  it('gives the licence and identity steps a front and a back', () => {
    expect(slotsOf('driverLicense', []).map((s) => s.kind)).toEqual(['licence_front', 'licence_back'])
    expect(slotsOf('idDocument', []).map((s) => s.kind)).toEqual(['identity_front', 'identity_back'])
  })

  it('takes the selfie with the front camera', () => {
    expect(slotsOf('selfieDocument', [])).toMatchObject([{ kind: 'selfie', capture: 'user', required: true }])
  })

  it('gives each additional document its slot with its title, description and requirement', () => {
    expect(slotsOf('otherDocument', additional)).toMatchObject([
      { key: 'other-1', kind: 'other', additionalDocumentId: 1, title: 'Preuve de résidence', required: true },
      { key: 'other-2', kind: 'other', additionalDocumentId: 2, title: "Attestation d'employeur", required: false },
    ])
  })
})

describe('canLeaveDocumentStep', () => {
  const slots = slotsOf('otherDocument', additional)
  const done: SlotState = { status: 'completed', fileName: 'a.pdf' }

  it('waits for every required upload, not the optional ones', () => {
    expect(canLeaveDocumentStep(slots, {})).toBe(false)
    expect(canLeaveDocumentStep(slots, { 'other-1': done })).toBe(true)
  })

  it('waits while an upload runs', () => {
    expect(canLeaveDocumentStep(slots, { 'other-1': done, 'other-2': { status: 'uploading', progress: 40, fileName: 'b.pdf' } })).toBe(false)
  })

  it('lets a step with only optional uploads go on', () => {
    expect(canLeaveDocumentStep(slotsOf('otherDocument', [additional[1]]), {})).toBe(true)
  })
})

describe('completedFromDocuments', () => {
  it('marks the slots of documents uploaded earlier', () => {
    expect(
      Object.keys(
        completedFromDocuments([
          { document_type: 'licence_front', additional_document_id: null },
          { document_type: 'other', additional_document_id: 2 },
        ]),
      ),
    ).toEqual(['licence_front', 'other-2'])
  })
})

describe('localFileError', () => {
  it('refuses files over 10 MB and non-image types', () => {
    expect(localFileError({ size: 10 * 1024 * 1024 + 1, type: 'image/png', name: 'a.png' })).toBe('FILE_TOO_BIG')
    expect(localFileError({ size: 10 * 1024 * 1024, type: 'image/png', name: 'a.png' })).toBeNull()
    expect(localFileError({ size: 10, type: 'text/plain', name: 'notes' })).toBe('INVALID_FILE_TYPE')
    expect(localFileError({ size: 10, type: 'text/plain', name: 'notes.txt' })).toBe('INVALID_FILE_EXTENSION')
    expect(localFileError({ size: 10, type: 'application/pdf', name: 'scan.PDF' })).toBeNull()
  })
})

describe('isContentMismatch', () => {
  it.each([
    ['INVALID_FILE_EXTENSION', 'permis.pdf', true],
    ['INVALID_FILE_EXTENSION', 'Permis.JPG', true],
    ['INVALID_FILE_EXTENSION', 'permis.txt', false],
    ['INVALID_FILE_EXTENSION', 'permis', false],
    ['INVALID_FILE_TYPE', 'permis.pdf', false],
  ])('%s for %s: %s', (code, name, expected) => {
    expect(isContentMismatch(code, name)).toBe(expected)
  })
})
