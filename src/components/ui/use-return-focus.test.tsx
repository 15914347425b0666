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
