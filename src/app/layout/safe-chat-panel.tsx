import { lazy, Suspense } from 'react'
import { useTranslation } from 'react-i18next'
import { Spinner } from '@/components/ui/spinner'
import { ErrorBoundary } from '@/components/error-boundary'
import { CrashMessage } from '@/components/crash-message'

// The chat (and assistant-ui with it) stays out of the entry chunk.
const ChatPanel = lazy(() => import('@/chat/chat-panel'))

function ChatLoading() {
  const { t } = useTranslation('layout')
  return (
    <div className="flex flex-1 items-center justify-center p-6">
      <Spinner label={t('chat-loading')} />
    </div>
  )
}

/** The chat panel behind its own error boundary: a crashing chat leaves the classic screens usable. */
export function SafeChatPanel(props: { layout: 'panel' | 'fullscreen'; onClose?: () => void }) {
  return (
    <ErrorBoundary fallback={<CrashMessage headingLevel={2} />}>
      <Suspense fallback={<ChatLoading />}>
        <ChatPanel {...props} />
      </Suspense>
    </ErrorBoundary>
  )
}
