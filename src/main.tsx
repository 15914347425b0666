import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/app.css'
import '@/i18n'
import { App } from '@/app/app'
import { start } from '@/app/start'
import { registerServiceWorker } from '@/app/pwa/register'
import { dismissBootShell } from '@/app/boot-shell'
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

void start()
registerServiceWorker()
// However the start-up goes, the first paint's shell never stays over the app for good.
window.setTimeout(dismissBootShell, 15_000)
