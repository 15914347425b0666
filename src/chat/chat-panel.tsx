import { useEffect, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Map as MapIcon } from 'lucide-react'
import { registerChatCards } from '@cards/index'
import { Button } from '@/components/ui/button'
import { loadCatalog } from '@/lib/reference-data'
import { cn } from '@/lib/utils'
import './i18n'
import { loadCapabilities } from './capabilities'
import { ensureDefaultHandlers } from './conversation/default-handlers'
import { clearConversationsAtLogout } from './conversation/logout-cleanup'
import { primePosition } from './conversation/run-actions'
import { useConversationOwner } from './conversation/use-conversation-owner'
import { StaticThread } from './thread/static-thread'
import { useThreadSwap } from './thread/use-thread-swap'

// assistant-ui is most of the chat's weight: the first paint shows the conversation without it.
type AuiThreadComponent = (props: { onNavigate: () => void }) => ReactNode
let AuiThread: AuiThreadComponent | null = null
let auiLoading: Promise<AuiThreadComponent> | null = null
const loadAuiThread = () =>
  (auiLoading ??= import('./thread/thread').then((module) => {
    AuiThread = module.default
    return module.default
  }))

registerChatCards()
ensureDefaultHandlers()
// Search, registration, bookings and account answers load right after the first paint.
void loadCapabilities()
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

/** The first-paint thread until assistant-ui's may take over without losing anything (see useThreadSwap). */
function Thread({ onNavigate }: { onNavigate: () => void }) {
  const { swapped, activity } = useThreadSwap(AuiThread !== null, loadAuiThread)
  // Rendered directly once loaded (no Suspense): the swap is one commit, with no fallback in between
  // and no moment without a message box to type into.
  if (swapped && AuiThread) return <AuiThread onNavigate={onNavigate} />
  return <StaticThread onNavigate={onNavigate} activity={activity} />
}

/** The booking assistant: the shell lazy-loads this module's default export. */
export default function ChatPanel({ layout, onClose }: ChatPanelProps) {
  const { t } = useTranslation('chat')
  const titleId = useId()
  useConversationOwner()
  useEffect(() => {
    void loadCatalog()
    void primePosition()
  }, [])
  // On a phone the chat covers the screen: opening a classic screen closes it.
  const onNavigate = layout === 'fullscreen' ? (onClose ?? noop) : noop
  const phone = layout !== 'panel'

  return (
    <section aria-labelledby={titleId} data-layout={layout} className={cn('flex min-h-0 flex-1 flex-col bg-background', layout === 'fullscreen' && 'h-dvh')}>
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
      <Thread onNavigate={onNavigate} />
    </section>
  )
}
