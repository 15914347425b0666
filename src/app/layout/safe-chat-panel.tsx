import { lazy, Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { ErrorBoundary } from '@/components/error-boundary'
import { CrashMessage } from '@/components/crash-message'
import { CHAT_PENDING_ATTRIBUTE, dismissBootShell } from '@/lib/boot-shell'
import { loadChatPanel, loadedChatPanel } from './chat-panel-module'

// The chat stays out of the entry chunk.
const LazyChatPanel = lazy(loadChatPanel)

function ChatLoading() {
  const { t } = useTranslation('layout')
  return (
    <div className="flex flex-1 items-center justify-center p-6" {...{ [CHAT_PENDING_ATTRIBUTE]: '' }}>
      <Spinner label={t('chat-loading')} />
    </div>
  )
}

/** Rendered once the panel is: the first paint's message box (index.html) gives way to the real one. */
function BootShellDone() {
  useEffect(dismissBootShell, [])
  return null
}

/** The chat panel behind its own error boundary: a crashing chat leaves the classic screens usable. */
export function SafeChatPanel(props: { layout: 'panel' | 'fullscreen' | 'page'; onClose?: () => void }) {
  // Already fetched (a phone landing starts it with the entry): rendered in the layout's first
  // commit, so the first paint's message box gives way to the real one with no spinner between.
  // Chosen once: switching from the lazy wrapper to the loaded module on a later render (a language
  // change re-renders the layout) is a different component type, and React would remount the whole
  // chat, dropping the focus from the message box.
  const [ChatPanel] = useState(() => loadedChatPanel() ?? LazyChatPanel)
  return (
    <ErrorBoundary
      fallback={
        <>
          <CrashMessage headingLevel={2} />
          <BootShellDone />
        </>
      }
    >
      <Suspense fallback={<ChatLoading />}>
        <ChatPanel {...props} />
        <BootShellDone />
      </Suspense>
    </ErrorBoundary>
  )
}
