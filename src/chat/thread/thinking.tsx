import { useTranslation } from 'react-i18next'
import { useConversationStore } from '../conversation/conversation-store'

/**
 * Three dots while an answer is on its way; still when motion is reduced. Not announced: the answer
 * follows in a moment and is said itself, and a search says its own "searching" status once.
 */
export function Thinking() {
  const { t } = useTranslation('chat')
  const busy = useConversationStore((s) => s.busy)
  if (!busy) return null
  return (
    <p aria-live="off" className="flex items-center gap-2 text-sm text-muted-foreground">
      <span aria-hidden="true" className="inline-flex gap-1">
        <span className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" />
        <span className="size-1.5 rounded-full bg-current motion-safe:animate-pulse [animation-delay:150ms]" />
        <span className="size-1.5 rounded-full bg-current motion-safe:animate-pulse [animation-delay:300ms]" />
      </span>
      <span className="sr-only">{t('panel.thinking')}</span>
    </p>
  )
}
