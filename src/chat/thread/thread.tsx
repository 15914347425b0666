import { useCallback, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useTakeAssistantFocus } from '@/lib/assistant-focus'
import { AssistantRuntimeProvider, MessagePrimitive, ThreadPrimitive, useAui } from '@assistant-ui/react'
import { Composer } from './composer'
import { ComposerControlContext } from './composer-control'
import { logClass } from './composer-styles'
import { EmptyLog } from './empty-log'
import { MessageView } from './message-view'
import { QuickReplies } from './quick-replies'
import { SearchStateBar } from './search-state-bar'
import { Thinking } from './thinking'
import { useChatRuntime } from './use-chat-runtime'
import { useComposerControlValue } from './use-composer-control'

function AuiThreadBody({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('chat')
  const aui = useAui()
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const setText = useCallback((text: string) => aui.composer.setText(text), [aui])
  const control = useComposerControlValue(inputRef, setText)
  useTakeAssistantFocus(control.focus)
  return (
    <ComposerControlContext.Provider value={control}>
      <ThreadPrimitive.Root className="flex min-h-0 flex-1 flex-col" data-thread="assistant-ui">
        <SearchStateBar />
        <ThreadPrimitive.Viewport role="log" aria-live="polite" aria-relevant="additions" aria-label={t('panel.log')} className={logClass}>
          <ThreadPrimitive.Empty>
            <EmptyLog />
          </ThreadPrimitive.Empty>
          <ThreadPrimitive.Messages>
            {({ message }) => (
              <MessagePrimitive.Root>
                <MessageView id={message.id} onNavigate={onNavigate} />
              </MessagePrimitive.Root>
            )}
          </ThreadPrimitive.Messages>
          <Thinking />
        </ThreadPrimitive.Viewport>
        <QuickReplies />
        <Composer ref={inputRef} />
      </ThreadPrimitive.Root>
    </ComposerControlContext.Provider>
  )
}

/**
 * The conversation on assistant-ui: its external-store runtime over our conversation store, the
 * thread, message and composer primitives. Loaded after the first paint (it is most of the chat's weight).
 */
export default function AuiThread({ onNavigate }: { onNavigate: () => void }) {
  const runtime = useChatRuntime()
  return (
    <AssistantRuntimeProvider runtime={runtime}>
      <AuiThreadBody onNavigate={onNavigate} />
    </AssistantRuntimeProvider>
  )
}
