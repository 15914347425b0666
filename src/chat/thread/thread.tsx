import { useCallback, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ThreadPrimitive, useAui } from '@assistant-ui/react'
import { useConversationStore } from '../conversation/conversation-store'
import { Composer } from './composer'
import { ComposerControlContext, type ComposerControl } from './composer-control'
import { MessageView } from './message-view'
import { QuickReplies } from './quick-replies'
import { SearchStateBar } from './search-state-bar'

function Thinking() {
  const { t } = useTranslation('chat')
  const busy = useConversationStore((s) => s.busy)
  if (!busy) return null
  return (
    <p className="flex items-center gap-1 text-sm text-muted-foreground" aria-label={t('panel.thinking')}>
      <span aria-hidden="true" className="inline-flex gap-1">
        <span className="size-1.5 rounded-full bg-current motion-safe:animate-pulse" />
        <span className="size-1.5 rounded-full bg-current motion-safe:animate-pulse [animation-delay:150ms]" />
        <span className="size-1.5 rounded-full bg-current motion-safe:animate-pulse [animation-delay:300ms]" />
      </span>
      <span className="sr-only">{t('panel.thinking')}</span>
    </p>
  )
}

/** The conversation: a polite log of messages and cards, the search chips, suggestions and the message box. */
export function Thread({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('chat')
  const aui = useAui()
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const focus = useCallback(() => inputRef.current?.focus(), [])
  const control = useMemo<ComposerControl>(
    () => ({
      focus,
      prefill: (text) => {
        aui.composer.setText(text)
        focus()
        const input = inputRef.current
        if (input) input.setSelectionRange(input.value.length, input.value.length)
      },
    }),
    [aui, focus],
  )

  return (
    <ComposerControlContext.Provider value={control}>
      <ThreadPrimitive.Root className="flex min-h-0 flex-1 flex-col">
        <SearchStateBar />
        <ThreadPrimitive.Viewport
          role="log"
          aria-live="polite"
          aria-relevant="additions"
          aria-label={t('panel.log')}
          className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-3 py-4 motion-safe:scroll-smooth"
        >
          <ThreadPrimitive.Empty>
            <p className="rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm">{t('panel.empty')}</p>
          </ThreadPrimitive.Empty>
          <ThreadPrimitive.Messages>{({ message }) => <MessageView id={message.id} onNavigate={onNavigate} />}</ThreadPrimitive.Messages>
          <Thinking />
        </ThreadPrimitive.Viewport>
        <QuickReplies />
        <Composer ref={inputRef} />
      </ThreadPrimitive.Root>
    </ComposerControlContext.Provider>
  )
}
