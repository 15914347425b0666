import { useState, type ReactNode, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog'
import { ScrollText } from '@/components/ui/scroll-text'
import { Spinner } from '@/components/ui/spinner'
import { useCurrentTerms } from '@/lib/reference-data/hooks'
import { HtmlContent } from './html-content'

interface TermsDialogProps {
  /** The element that opens the dialog (a button or a menu item). */
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Where the focus goes back on close when the dialog was opened without its trigger. */
  returnFocusTo?: RefObject<HTMLElement | null>
}

function TermsBody({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(['layout', 'errors'])
  const terms = useCurrentTerms(enabled)
  if (terms.status === 'loading') return <Spinner label={t('layout:terms-loading')} />
  if (terms.status === 'error') return <p role="alert">{t('errors:internal-error')}</p>
  if (!terms.data) return <p>{t('layout:terms-none')}</p>
  return <HtmlContent html={terms.data.content} uriEncoded topHeadingLevel={3} />
}

/** The current terms text in a dialog (footer, member menu's legal entry). */
export function TermsDialog({ trigger, open: controlledOpen, onOpenChange, returnFocusTo }: TermsDialogProps) {
  const { t } = useTranslation('layout')
  const [uncontrolledOpen, setUncontrolledOpen] = useState(false)
  const open = controlledOpen ?? uncontrolledOpen
  const setOpen = onOpenChange ?? setUncontrolledOpen
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo?.current) return
          event.preventDefault()
          returnFocusTo.current.focus()
        }}
      >
        <DialogHeader>
          <DialogTitle>{t('terms-title')}</DialogTitle>
          <DialogDescription>{t('terms-description')}</DialogDescription>
        </DialogHeader>
        <ScrollText label={t('terms-title')} className="-mr-2 pr-2">
          {open && <TermsBody enabled={open} />}
        </ScrollText>
      </DialogContent>
    </Dialog>
  )
}
