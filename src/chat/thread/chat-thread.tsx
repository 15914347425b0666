import { lazy, Suspense, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { ArrowDown } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useTakeAssistantFocus } from '@/lib/assistant-focus'
import { useConversationStore } from '../conversation/conversation-store'
import { Composer, type ComposerHandle } from './composer'
import { ComposerControlContext } from './composer-control'
import { logClass } from './composer-styles'
import { EmptyLog } from './empty-log'
import { MessageView } from './message-view'
import { QuickReplies } from './quick-replies'
import { SearchStateBar } from './search-state-bar'
import { Thinking } from './thinking'
import { useComposerControlValue } from './use-composer-control'
import { useFollowNewest } from './use-follow-newest'

// Keep the member's rentals and the FAQ read for the greeting and the dialog: TanStack Query comes
// after the thread's first paint.
const HomeReads = lazy(() => import('@/features/bookings/home-reads'))
const HelpContentSource = lazy(() => import('../help-content/help-content-source'))

/**
 * The conversation: the search chips, the log of messages and their cards (a polite live region:
 * each answer said once), the suggestions and the message box. The log is busy until the
 * conversation of this visitor is known (the session still loading).
 */
export function ChatThread({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation('chat')
  const composerRef = useRef<ComposerHandle>(null)
  const logRef = useRef<HTMLDivElement>(null)
  const control = useComposerControlValue(composerRef)
  useTakeAssistantFocus(control.focus)
  const ids = useConversationStore((s) => s.messages.map((m) => m.id).join(' '))
  const loading = useConversationStore((s) => s.owner === null)
  const lastIsMine = useConversationStore((s) => s.messages[s.messages.length - 1]?.role === 'user')
  const { unseen, showNewest } = useFollowNewest(logRef, ids, lastIsMine)

  const list = ids ? ids.split(' ') : []
  return (
    <ComposerControlContext.Provider value={control}>
      <Suspense fallback={null}>
        <HomeReads />
        <HelpContentSource />
      </Suspense>
      <div className="flex min-h-0 flex-1 flex-col">
        <SearchStateBar />
        <div className="relative flex min-h-0 flex-1 flex-col">
          <div ref={logRef} role="log" aria-live="polite" aria-relevant="additions" aria-busy={loading} aria-label={t('panel.log')} className={logClass}>
            {list.length === 0 ? <EmptyLog /> : list.map((id) => <MessageView key={id} id={id} onNavigate={onNavigate} />)}
            <Thinking />
          </div>
          {unseen ? (
            <Button
              size="sm"
              className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full shadow-md"
              onClick={() => {
                showNewest()
                control.focus()
              }}
            >
              <ArrowDown aria-hidden="true" />
              {t('panel.newest')}
            </Button>
          ) : null}
        </div>
        <QuickReplies />
        <Composer ref={composerRef} />
      </div>
    </ComposerControlContext.Provider>
  )
}
