import { useState } from 'react'
import { fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { IDLE_SLOT, type DocumentSlot, type SlotState } from '../document-slots'
import { renderRegistration } from '../testing/render'
import { DocumentSlotView } from './document-slot-view'

const front: DocumentSlot = { key: 'licence_front', kind: 'licence_front', additionalDocumentId: null, title: null, description: null, required: true, capture: 'environment' }

/** A slot whose chosen file ends in `outcome`, as uploadToSlot leaves it. */
function Slot({ outcome }: { outcome: SlotState }) {
  const [state, setState] = useState<SlotState>(IDLE_SLOT)
  return <DocumentSlotView slot={front} state={state} onFile={() => setState(outcome)} headingLevel={3} />
}

/** The native input the "choose a file" button opens; hidden from assistive technology, so found by its slot. */
function fileInput(): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>('input[data-document-input="licence_front"]')
  if (!input) throw new Error('no file input for the slot')
  return input
}

async function chooseAFile(outcome: SlotState) {
  await renderRegistration(<Slot outcome={outcome} />)
  await userEvent.upload(fileInput(), new File(['%PDF-1.4'], 'permis.pdf', { type: 'application/pdf' }))
  // react-dropzone reads the chosen files asynchronously.
  await screen.findByText(/./, { selector: '[role="alert"] p' })
}

describe('an upload slot after an error', () => {
  it('offers no retry for a refused type or size: the same file would be refused again', async () => {
    await chooseAFile({ status: 'idle', error: 'Le fichier est trop volumineux (10 Mo au maximum)', retryable: false })
    expect(screen.getByRole('alert')).toHaveTextContent('Le fichier est trop volumineux')
    expect(screen.queryByRole('button', { name: "Réessayer l'envoi : Permis de conduire, recto" })).toBeNull()
    expect(screen.getByRole('button', { name: 'Choisir un fichier : Permis de conduire, recto' })).toBeEnabled()
  })

  it('offers a retry when the sending failed (network, server)', async () => {
    await chooseAFile({ status: 'idle', error: 'Une erreur est survenue', retryable: true })
    expect(screen.getByRole('button', { name: "Réessayer l'envoi : Permis de conduire, recto" })).toBeInTheDocument()
  })
})

describe('an upload slot for assistive technology', () => {
  it('offers one control, the visible button: the native file input is hidden and out of the Tab order', async () => {
    await renderRegistration(<Slot outcome={IDLE_SLOT} />)
    const slot = screen.getByRole('group', { name: /^Permis de conduire, recto/ })
    expect(
      within(slot)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Choisir un fichier : Permis de conduire, recto'])
    expect(screen.queryByLabelText(/^Fichier :/)).toBeNull()
    expect(fileInput()).toHaveAttribute('aria-hidden', 'true')
    expect(fileInput().tabIndex).toBe(-1)
  })

  it('still takes a file dropped on the slot', async () => {
    await renderRegistration(<Slot outcome={{ status: 'completed', fileName: 'permis.pdf' }} />)
    const file = new File(['%PDF-1.4'], 'permis.pdf', { type: 'application/pdf' })
    fireEvent.drop(screen.getByRole('group', { name: /^Permis de conduire, recto/ }), {
      dataTransfer: { files: [file], items: [{ kind: 'file', type: file.type, getAsFile: () => file }], types: ['Files'] },
    })
    expect(await screen.findByText('Fichier reçu : permis.pdf')).toBeInTheDocument()
  })
})

/** A slot that shows its progress while the file goes, then receives it, the way uploadToSlot moves it. */
function SlowSlot() {
  const [state, setState] = useState<SlotState>(IDLE_SLOT)
  const onFile = (file: File) => {
    setState({ status: 'uploading', progress: 40, fileName: file.name })
    setTimeout(() => setState({ status: 'completed', fileName: file.name }), 20)
  }
  return <DocumentSlotView slot={front} state={state} onFile={onFile} headingLevel={3} />
}

describe('an upload slot used with the keyboard', () => {
  it('gives the focus back to its button once the file is received, named by the words it shows', async () => {
    await renderRegistration(<SlowSlot />)
    screen.getByRole('button', { name: 'Choisir un fichier : Permis de conduire, recto' }).focus()
    // The browser's file chooser fills the input and hands the focus back to the button.
    fireEvent.change(fileInput(), { target: { files: [new File(['%PDF-1.4'], 'permis.pdf', { type: 'application/pdf' })] } })
    await screen.findByRole('progressbar', { name: 'Envoi : Permis de conduire, recto' })
    const replace = await screen.findByRole('button', { name: 'Remplacer le fichier : Permis de conduire, recto' })
    expect(replace).toHaveFocus()
    expect(replace).toHaveTextContent(/^Remplacer le fichier$/)
  })
})
