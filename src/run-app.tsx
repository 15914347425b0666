// The app itself, started by main.tsx once the first screen is painted.
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import '@/i18n'
import { App } from '@/app/app'
import { start } from '@/app/start'
import { registerServiceWorker } from '@/app/pwa/register'
import { dismissBootShell } from '@/lib/boot-shell'
import { firstScreenIsChat, loadChatPanel } from '@/app/layout/chat-panel-module'
import { ErrorBoundary } from '@/components/error-boundary'
import { CrashMessage } from '@/components/crash-message'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <ErrorBoundary
      fallback={
        <main className="flex flex-1 flex-col">
          <CrashMessage />
        </main>
      }
    >
      <App />
    </ErrorBoundary>
  </StrictMode>,
)

// The chat is the first screen: its module loads beside the tenant and the session, not after them.
if (firstScreenIsChat()) void loadChatPanel().catch(() => undefined)
void start()
registerServiceWorker()
// However the start-up goes, the first paint's shell never stays over the app for good.
window.setTimeout(dismissBootShell, 15_000)
