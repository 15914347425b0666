import { useEffect, useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Map as MapIcon } from 'lucide-react'
import { preloadCards, registerChatCards } from '@cards/index'
import { Button } from '@/components/ui/button'
import { loadCatalog } from '@/lib/reference-data/catalog'
import { cn } from '@/lib/utils'
import { whenIdle } from '@/lib/when-idle'
import { currentLanguage } from '@/i18n'
import './i18n'
import { loadCapabilities } from './capabilities'
import { loadIntentEngine, warmUpIntentEngine } from './conversation/engine'
import { ensureDefaultHandlers } from './conversation/default-handlers'
import { clearConversationsAtLogout } from './conversation/logout-cleanup'
import { primePosition } from './conversation/run-actions'
import { useConversationOwner } from './conversation/use-conversation-owner'
import { ChatThread } from './thread/chat-thread'

// What answering needs (the engine, read once to build its grammars, and the capabilities' handlers)
// loads when the driver turns to the message box, or once the landing is long done (5 s after the
// panel shows, then idle: on a phone on a weak signal the landing's own files take 3 to 4 s). The
// first screen's bytes then go to the first screen, and the first answer's to the first answer.
// A sentence sent before waits for what it needs (turn.ts).
const IDLE_WARM_UP_MS = 5000
// The card a first sentence is most often answered with: its view comes during the typing too, so
// after Enter the search goes out as soon as the sentence is understood, not after another download.
// Its files are fetched at once, beside the capabilities (whose search capability registers the
// card); once registered, the card's own preload finds them there and keeps the view at hand.
const LIKELY_FIRST_CARDS = ['search-results']
const fetchLikelyFirstCardFiles = () => import('@cards/search-results/search-results-card')
let warming: Promise<void> | null = null
/** Called on every key in the chat: the work is started once. */
function warmUp(): Promise<void> {
  warming ??= startWarmUp()
  return warming
}

function startWarmUp(): Promise<void> {
  // The engine first, alone on a weak signal: every sentence needs it, and its first reading (in
  // the tenant's zone) should be done before the driver's Enter; the capabilities follow it.
  const capabilities = loadIntentEngine()
    .catch(() => undefined)
    .then(() => loadCapabilities())
    .then(() => preloadCards(LIKELY_FIRST_CARDS))
  return Promise.all([warmUpIntentEngine(currentLanguage()), fetchLikelyFirstCardFiles(), capabilities]).then(
    () => undefined,
    () => undefined,
  )
}
// Counted from the panel's first showing, not from the module's arrival: a phone landing fetches
// the module with the entry (src/app/layout/chat-panel-module.ts), long before the landing is done.
let idleWarmUpScheduled = false
function scheduleIdleWarmUp(): void {
  if (idleWarmUpScheduled) return
  idleWarmUpScheduled = true
  window.setTimeout(() => whenIdle(() => void warmUp(), 2000), IDLE_WARM_UP_MS)
}

registerChatCards()
ensureDefaultHandlers()
// The shell registers it at start-up already; here too so that the chat holds the rule wherever it is mounted.
clearConversationsAtLogout()

export interface ChatPanelProps {
  /**
   * `panel`: beside the classic screen on a desktop; `fullscreen`: the whole screen on a phone (a
   * dialog); `page`: the phone's root, in the page under the header (src/app/phone-home.tsx).
   */
  layout: 'panel' | 'fullscreen' | 'page'
  onClose?: () => void
}

const noop = () => undefined

/** The booking assistant: the shell lazy-loads this module's default export. */
export default function ChatPanel({ layout, onClose }: ChatPanelProps) {
  const { t } = useTranslation('chat')
  const titleId = useId()
  useConversationOwner()
  useEffect(() => {
    void loadCatalog()
    void primePosition()
    scheduleIdleWarmUp()
  }, [])
  // On a phone the chat covers the screen: opening a classic screen closes it.
  const onNavigate = layout === 'fullscreen' ? (onClose ?? noop) : noop
  const phone = layout !== 'panel'

  return (
    <section
      aria-labelledby={titleId}
      data-layout={layout}
      onFocusCapture={() => void warmUp()}
      onKeyDownCapture={() => void warmUp()}
      className={cn('flex min-h-0 flex-1 flex-col bg-background', layout === 'fullscreen' && 'h-dvh')}
    >
      <header className="chat-panel-header flex items-center justify-between gap-2 border-b border-border bg-card px-3 py-2">
        <div>
          <h2 id={titleId} className="text-base font-semibold leading-tight">
            {t('panel.title')}
          </h2>
          <p className="chat-panel-subtitle text-xs text-muted-foreground">{t('panel.subtitle')}</p>
        </div>
        {phone && onClose ? (
          <Button variant="secondary" size="sm" onClick={onClose}>
            <MapIcon aria-hidden="true" />
            {t('panel.to-map')}
          </Button>
        ) : null}
      </header>
      <ChatThread onNavigate={onNavigate} />
    </section>
  )
}
