import { useTranslation } from 'react-i18next'
import { Dialog, DialogContent, DialogTitle } from '@/components/ui/dialog'
import { SafeChatPanel } from './safe-chat-panel'

interface PhoneChatDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** A card opened a classic screen: the chat hides and leaves that navigation alone. */
  onNavigate: () => void
}

/** The chat full screen on a phone; its own "map" button closes it. Loaded when first opened. */
export default function PhoneChatDialog({ open, onOpenChange, onNavigate }: PhoneChatDialogProps) {
  const { t } = useTranslation('layout')
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        hideClose
        aria-describedby={undefined}
        className="left-0 top-0 flex h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 gap-0 rounded-none border-0 p-0"
      >
        <DialogTitle className="sr-only">{t('chat-region')}</DialogTitle>
        <SafeChatPanel layout="fullscreen" onClose={() => onOpenChange(false)} onNavigate={onNavigate} />
      </DialogContent>
    </Dialog>
  )
}
