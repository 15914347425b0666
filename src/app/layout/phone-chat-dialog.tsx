import { useRef } from 'react'
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
  // The chat panel calls its one `onClose` both for its "map" button and for a card's link to a
  // classic screen. The link must only hide the chat (going back would undo the link's own
  // navigation), so the click that leads to `onClose` says which it was: a card's links are anchors.
  const fromLink = useRef(false)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        hideClose
        aria-describedby={undefined}
        onClickCapture={(event) => {
          fromLink.current = event.target instanceof Element && event.target.closest('a[href]') !== null
        }}
        className="left-0 top-0 flex h-dvh max-h-none w-screen max-w-none translate-x-0 translate-y-0 gap-0 rounded-none border-0 p-0"
      >
        <DialogTitle className="sr-only">{t('chat-region')}</DialogTitle>
        <SafeChatPanel
          layout="fullscreen"
          onClose={() => {
            if (fromLink.current) onNavigate()
            else onOpenChange(false)
            fromLink.current = false
          }}
        />
      </DialogContent>
    </Dialog>
  )
}
