import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/utils'
import { useConversationStore } from '../conversation/conversation-store'
import { CardLanguage } from './card-language'
import { CardSlot } from './card-slot'
import { MessageActions } from './message-actions'

interface MessageViewProps {
  id: string
  onNavigate: () => void
}

/** One message of the log: who said it, its text, and for the assistant its cards. */
export function MessageView({ id, onNavigate }: MessageViewProps) {
  const { t, i18n } = useTranslation('chat')
  const message = useConversationStore((s) => s.messages.find((m) => m.id === id))
  const isLast = useConversationStore((s) => s.messages[s.messages.length - 1]?.id === id)
  const isLatest = useConversationStore((s) => {
    if (s.answeredCardId !== null && s.messages.some((m) => m.id === id && m.cards.some((c) => c.id === s.answeredCardId))) return true
    for (let i = s.messages.length - 1; i >= 0; i--) if (s.messages[i].role === 'assistant') return s.messages[i].id === id
    return false
  })
  if (!message) return null
  const mine = message.role === 'user'
  // An answer in another language than the page's is read with that language's voice (WCAG 3.1.2).
  const lang = message.lang && message.lang !== i18n.language ? message.lang : undefined
  return (
    // The driver's own words are not news to them: out of the log's announcements, as are the cards.
    <div className={cn('flex flex-col gap-2', mine ? 'items-end' : 'items-start')} data-role={message.role} aria-live={mine ? 'off' : undefined}>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-3 py-2 text-sm whitespace-pre-wrap break-words',
          mine ? 'rounded-br-sm bg-primary text-primary-foreground' : 'rounded-bl-sm bg-muted text-foreground',
        )}
      >
        <span className="sr-only">{t('panel.said', { who: mine ? t('panel.you') : t('panel.assistant') })}</span>
        <span lang={lang}>{message.text}</span>
      </p>
      {mine ? null : <MessageActions message={message} last={isLast} />}
      {message.cards.length > 0 ? (
        // The log is a polite live region: the assistant's words above are said once; its cards stay
        // out of it, or every render (a map's tiles, a list loading, a stale card greyed by a later
        // answer) would be read again. A card's own status and alert regions still speak.
        <div aria-live="off" className="flex w-full max-w-md flex-col gap-2">
          <CardLanguage lang={lang}>
            {message.cards.map((card) => (
              <CardSlot key={card.id} card={card} isLatest={isLatest} onNavigate={onNavigate} />
            ))}
          </CardLanguage>
        </div>
      ) : null}
    </div>
  )
}
