import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Check, Copy, RotateCcw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useConversationStore } from '../conversation/conversation-store'
import type { ChatMessage } from '../conversation/message-model'
import { sendText } from '../conversation/turn'

const COPIED_MS = 2000

/**
 * Under an assistant's message: copy its words; and on a turn that failed, while it is the last
 * message, send the driver's sentence again. Out of the log's announcements (the message view's
 * part for it is off): "copied" is said by the button's own name, which the focus is on.
 */
export function MessageActions({ message, last }: { message: ChatMessage; last: boolean }) {
  const { t } = useTranslation('chat')
  const busy = useConversationStore((s) => s.busy)
  const [copied, setCopied] = useState(false)
  const canCopy = typeof navigator !== 'undefined' && !!navigator.clipboard
  async function copy() {
    try {
      await navigator.clipboard.writeText(message.text)
      setCopied(true)
      window.setTimeout(() => setCopied(false), COPIED_MS)
    } catch {
      // Refused by the browser (no permission): nothing copied, nothing said.
    }
  }
  const retry = last ? message.retry : undefined
  if (!canCopy && !retry) return null
  return (
    <div aria-live="off" className="flex gap-1">
      {canCopy ? (
        <Button variant="ghost" size="icon" className="size-8" aria-label={copied ? t('panel.copied') : t('panel.copy')} onClick={() => void copy()}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
        </Button>
      ) : null}
      {retry ? (
        <Button variant="outline" size="sm" disabled={busy} aria-label={t('panel.retry', { text: retry })} onClick={() => void sendText(retry)}>
          <RotateCcw aria-hidden="true" />
          {t('panel.retry-label')}
        </Button>
      ) : null}
    </div>
  )
}
