import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { phoneError } from '../sms-code'
import { FormAlert } from './form-alert'

interface OtherNumberDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Sends the code; resolves true when it went. */
  onSend: (number: string) => Promise<boolean>
  sending: boolean
  /** The error of the last send, shown inside the dialog while it is open. */
  error: string | null
}

/** The modal of spec section 2: resend the code to another number; the number is required. */
export function OtherNumberDialog({ open, onOpenChange, onSend, sending, error }: OtherNumberDialogProps) {
  const { t } = useTranslation(['registration', 'errors'])
  const id = useId()
  const [number, setNumber] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const fieldError = submitted ? phoneError(number) : null

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (phoneError(number)) {
      document.getElementById(id)?.focus()
      return
    }
    if (await onSend(number)) {
      setNumber('')
      setSubmitted(false)
      onOpenChange(false)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('registration:phone.modal-title')}</DialogTitle>
          <DialogDescription>{t('registration:phone.modal-text')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4">
          <FormAlert messages={open && error ? [error] : null} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={id}>
              {t('registration:phone.number')}
              <span aria-hidden="true"> *</span>
            </Label>
            <Input
              id={id}
              type="tel"
              autoComplete="tel"
              required
              aria-required
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
            />
            {fieldError ? (
              <p id={`${id}-error`} className="text-sm font-medium text-destructive">
                {t(`errors:${fieldError}`)}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('registration:phone.cancel')}
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? t('registration:sending') : t('registration:phone.modal-submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
