import { APP_BASE } from '@contracts/http'
import { usePwaStore } from './pwa-store'

/**
 * Registers the service worker (src/service-worker/sw.ts) once the first screen is up and the
 * browser is idle, so its precache never competes with the landing's own requests. A new build
 * waits until the driver accepts it from the prompt (update-prompt.tsx): a screen never changes
 * under someone's fingers. Production builds only: in development Vite serves fresh modules.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const start = () => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000))
    idle(() => void register(), { timeout: 5000 })
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window')
  const wb = new Workbox(`${APP_BASE}sw.js`, { scope: APP_BASE })
  wb.addEventListener('waiting', () => {
    usePwaStore.setState({
      updateReady: true,
      applyUpdate: () => {
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
        wb.messageSkipWaiting()
      },
    })
  })
  try {
    await wb.register()
  } catch (error) {
    // Without a worker the app works as before, from the network.
    console.warn('The service worker could not be registered', error)
  }
}
