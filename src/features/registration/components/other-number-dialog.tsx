import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { PhoneFormSchema } from '@contracts/phone-input'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import type { SchemaForm } from '@/lib/forms/use-schema-form'
import { FormAlert } from './form-alert'
import { PhoneNumberField } from './phone-number-field'

interface OtherNumberDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The number's form (usePhoneVerification's otherForm) and its submit, which sends the code. */
  form: SchemaForm<typeof PhoneFormSchema>
  onSubmit: (event: FormEvent) => Promise<void>
  sending: boolean
  /** The error of the last send, shown inside the dialog while it is open. */
  error: string | null
}

/** The modal of spec section 2: resend the code to another number; the number is required. */
export function OtherNumberDialog({ open, onOpenChange, form, onSubmit, sending, error }: OtherNumberDialogProps) {
  const { t } = useTranslation(['registration', 'errors'])
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('registration:phone.modal-title')}</DialogTitle>
          <DialogDescription>{t('registration:phone.modal-text')}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <FormAlert messages={open && error ? [error] : null} />
          <PhoneNumberField form={form} />
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
