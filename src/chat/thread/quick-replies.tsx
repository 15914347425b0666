import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { useConversationStore } from '../conversation/conversation-store'
import { chooseQuickReply } from '../conversation/turn'
import type { QuickReply } from '../dialog/types'
import { useComposerControl } from './composer-control'
import { useHomeGreeting } from './use-home-greeting'

/**
 * Chips for the likely next steps: those of the newest assistant message, while it is the last one;
 * in an empty chat, those of the member's car (the empty log's greeting, use-home-greeting.ts).
 */
export function QuickReplies() {
  const { t, i18n } = useTranslation('chat')
  const composer = useComposerControl()
  const busy = useConversationStore((s) => s.busy)
  const last = useConversationStore((s) => s.messages[s.messages.length - 1])
  const home = useHomeGreeting()
  const replies = last ? (last.role === 'assistant' ? last.quickReplies : []) : (home?.quickReplies ?? [])
  if (replies.length === 0) return null
  // The answer's suggestions speak its language.
  const lang = last?.lang && last.lang !== i18n.language ? last.lang : undefined

  async function choose(reply: QuickReply) {
    await chooseQuickReply(reply)
    // The chips are replaced by the answer's: the focus goes back to the message box, unless a card took it.
    if (!useConversationStore.getState().focusCardId) composer.focus()
  }

  return (
    <div role="group" aria-label={t('quick-replies.label')} className="flex flex-wrap gap-2 px-3 pt-2 pb-1">
      {replies.map((reply) => (
        <Button key={reply.label} lang={lang} variant="outline" size="sm" className="shrink-0 rounded-full" disabled={busy} onClick={() => void choose(reply)}>
          {reply.label}
        </Button>
      ))}
    </div>
  )
}
