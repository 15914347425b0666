import { useState } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AlertDialog, AlertDialogCancel, AlertDialogContent, AlertDialogDescription, AlertDialogTitle } from './alert-dialog'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from './dialog'

/** A dialog opened from a plain button through `open`, the way the booking and account screens do. */
function ControlledDialog() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Modifier la réservation
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Modifier</DialogTitle>
          <DialogDescription>Choisissez de nouveaux horaires.</DialogDescription>
          <input aria-label="Heure" />
        </DialogContent>
      </Dialog>
    </>
  )
}

function ControlledAlertDialog() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Annuler la réservation
      </button>
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>Annuler la réservation ?</AlertDialogTitle>
          <AlertDialogDescription>Cette action est définitive.</AlertDialogDescription>
          <AlertDialogCancel>Non, la garder</AlertDialogCancel>
        </AlertDialogContent>
      </AlertDialog>
    </>
  )
}

describe('a dialog opened without a Radix trigger', () => {
  it('gives the focus back to the button that opened it when Escape closes it', async () => {
    const user = userEvent.setup()
    render(<ControlledDialog />)
    const opener = screen.getByRole('button', { name: 'Modifier la réservation' })
    await user.click(opener)
    expect(await screen.findByRole('dialog')).toBeInTheDocument()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(opener).toHaveFocus()
  })

  it('does the same for a confirmation closed by its keep button', async () => {
    const user = userEvent.setup()
    render(<ControlledAlertDialog />)
    const opener = screen.getByRole('button', { name: 'Annuler la réservation' })
    await user.click(opener)
    await user.click(await screen.findByRole('button', { name: 'Non, la garder' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(opener).toHaveFocus()
  })
})

/** A card list whose delete button disables every row while the deletion runs, then the row goes. */
function DeletableCard() {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [deleted, setDeleted] = useState(false)
  return (
    <section aria-labelledby="cards-title">
      <h2 id="cards-title">Mes cartes</h2>
      {!deleted && (
        <button type="button" disabled={busy} onClick={() => setOpen(true)}>
          Supprimer la carte Visa 4242
        </button>
      )}
      <AlertDialog open={open} onOpenChange={setOpen}>
        <AlertDialogContent>
          <AlertDialogTitle>Supprimer la carte ?</AlertDialogTitle>
          <AlertDialogDescription>Elle ne sera plus proposée.</AlertDialogDescription>
          <button
            type="button"
            onClick={() => {
              setOpen(false)
              setBusy(true)
              setTimeout(() => setDeleted(true), 10)
            }}
          >
            Supprimer
          </button>
        </AlertDialogContent>
      </AlertDialog>
    </section>
  )
}

describe('a dialog whose opener is gone or disabled when it closes', () => {
  it("gives the focus to the heading of the opener's section, which stays out of the Tab order", async () => {
    const user = userEvent.setup()
    render(<DeletableCard />)
    await user.click(screen.getByRole('button', { name: 'Supprimer la carte Visa 4242' }))
    await user.click(await screen.findByRole('button', { name: 'Supprimer' }))
    const heading = screen.getByRole('heading', { name: 'Mes cartes' })
    expect(heading).toHaveFocus()
    expect(heading).toHaveAttribute('tabindex', '-1')
    await screen.findByRole('heading', { name: 'Mes cartes' })
    await new Promise((done) => setTimeout(done, 20))
    expect(screen.queryByRole('button', { name: 'Supprimer la carte Visa 4242' })).toBeNull()
    expect(heading).toHaveFocus()
  })
})
