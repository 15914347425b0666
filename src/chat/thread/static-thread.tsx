import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useTakeAssistantFocus } from '@/lib/assistant-focus'
import { useConversationStore } from '../conversation/conversation-store'
import { ComposerControlContext } from './composer-control'
import { logClass } from './composer-styles'
import { EmptyLog } from './empty-log'
import { MessageView } from './message-view'
import { PlainComposer } from './plain-composer'
import { QuickReplies } from './quick-replies'
import { SearchStateBar } from './search-state-bar'
import { Thinking } from './thinking'
import { useDraftStore } from './draft'
import { useComposerControlValue } from './use-composer-control'
import type { LogActivity } from './use-thread-swap'

const setDraft = (text: string) => useDraftStore.setState({ text })

/**
 * The conversation as the first paint shows it, while assistant-ui loads: the same log, cards,
 * suggestions and a message box that already sends.
 */
export function StaticThread({ onNavigate, activity }: { onNavigate: () => void; activity?: LogActivity }) {
  const { t } = useTranslation('chat')
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const control = useComposerControlValue(inputRef, setDraft)
  useTakeAssistantFocus(control.focus)
  const ids = useConversationStore((s) => s.messages.map((m) => m.id).join(' '))

  useEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [ids])

  const list = ids ? ids.split(' ') : []
  return (
    <ComposerControlContext.Provider value={control}>
      <div className="flex min-h-0 flex-1 flex-col">
        <SearchStateBar />
        <div ref={logRef} {...activity} role="log" aria-live="polite" aria-relevant="additions" aria-label={t('panel.log')} className={logClass}>
          {list.length === 0 ? <EmptyLog /> : list.map((id) => <MessageView key={id} id={id} onNavigate={onNavigate} />)}
          <Thinking />
        </div>
        <QuickReplies />
        <PlainComposer ref={inputRef} />
      </div>
    </ComposerControlContext.Provider>
  )
}
