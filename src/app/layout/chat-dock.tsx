import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { MessageCircle, PanelRightClose, PanelRightOpen } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query'
import { useAssistantFocusStore } from '@/lib/assistant-focus'
import { SafeChatPanel } from './safe-chat-panel'
import { usePhoneHomeStore } from '../phone-home'
import { usePhoneChatHistory } from './use-phone-chat-history'

const PhoneChatDialog = lazy(() => import('./phone-chat-dialog'))

const COLLAPSED_KEY = 'frontoffice.chat-collapsed'

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1'
  } catch {
    return false
  }
}

/** Desktop: the chat beside the main content, collapsible; the choice is remembered. */
function DesktopChat() {
  const { t } = useTranslation('layout')
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const setRemembered = (next: boolean) => {
    setCollapsed(next)
    try {
      localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0')
    } catch {
      // Not remembered in private mode.
    }
  }
  const toggle = () => setRemembered(!collapsed)
  const requests = useAssistantFocusStore((s) => s.requests)
  useEffect(() => {
    if (requests > 0 && readCollapsed()) setRemembered(false)
  }, [requests])
  return (
    <aside
      id="assistant"
      aria-label={t('chat-region')}
      className={
        collapsed
          ? 'sticky top-14 flex h-[calc(100dvh-3.5rem)] w-14 shrink-0 flex-col items-center border-l border-border bg-card py-2'
          : 'sticky top-14 isolate flex h-[calc(100dvh-3.5rem)] w-[26rem] shrink-0 flex-col border-l border-border bg-card'
      }
    >
      <div className={collapsed ? '' : 'flex items-center justify-end border-b border-border px-2 py-1'}>
        <Button variant="ghost" size={collapsed ? 'icon' : 'sm'} onClick={toggle} aria-expanded={!collapsed} aria-controls="assistant-panel">
          {collapsed ? <PanelRightOpen aria-hidden="true" /> : <PanelRightClose aria-hidden="true" />}
          <span className={collapsed ? 'sr-only' : undefined}>{collapsed ? t('chat-expand') : t('chat-collapse')}</span>
        </Button>
      </div>
      <div id="assistant-panel" hidden={collapsed} className="flex min-h-0 flex-1 flex-col">
        {!collapsed && <SafeChatPanel layout="panel" />}
      </div>
    </aside>
  )
}

/** Phone: a button opens the chat full screen; the chat's own button brings back the map. */
function PhoneChat() {
  const { t } = useTranslation('layout')
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const requests = useAssistantFocusStore((s) => s.requests)
  useEffect(() => {
    if (requests === 0) return
    setWanted(true)
    setOpen(true)
  }, [requests])
  const show = useCallback((next: boolean) => {
    if (next) setWanted(true)
    setOpen(next)
  }, [])
  const { close, hide } = usePhoneChatHistory(open, show)
  return (
    <>
      {/* The skip link "go to the assistant" needs a target on a phone too, where the chat is behind this button. */}
      <Button
        id="assistant"
        onClick={() => {
          setWanted(true)
          setOpen(true)
        }}
        className="fixed bottom-4 right-4 z-30 h-12 rounded-full px-5 shadow-lg"
        aria-haspopup="dialog"
      >
        <MessageCircle aria-hidden="true" />
        {t('chat-open')}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <PhoneChatDialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())} onNavigate={hide} />
        </Suspense>
      )}
    </>
  )
}

export function ChatDock() {
  const desktop = useMediaQuery(DESKTOP_QUERY)
  // On the phone's root the assistant is the page itself (phone-home.tsx): no button to open it.
  const chatInPage = usePhoneHomeStore((s) => s.chatInPage)
  if (desktop) return <DesktopChat />
  return chatInPage ? null : <PhoneChat />
}
