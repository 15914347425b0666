import { useSyncExternalStore } from 'react'
import { useTranslation } from 'react-i18next'

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}

/** Under the header while the network is gone during a visit: what is on screen stays, nothing can be sent. */
export function OfflineBanner() {
  const { t } = useTranslation('layout')
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  )
  return (
    <div role="status" className={online ? 'sr-only' : 'border-b border-border bg-card px-4 py-2 text-sm'}>
      {online ? null : t('offline.banner')}
    </div>
  )
}
