import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { usePwaStore } from './pwa-store'

/**
 * "A new version is available": a status region (in the page from the start, so that screen readers
 * announce its text when it appears) with the button that reloads into the new version.
 */
export function UpdatePrompt() {
  const { t } = useTranslation('layout')
  const ready = usePwaStore((s) => s.updateReady)
  const applyUpdate = usePwaStore((s) => s.applyUpdate)
  const dismiss = usePwaStore((s) => s.dismiss)
  return (
    <div
      role="status"
      className={
        ready
          ? 'fixed inset-x-4 bottom-20 z-50 flex flex-wrap items-center gap-3 rounded-lg border border-border bg-card p-4 shadow-lg lg:bottom-4 lg:left-auto lg:right-4 lg:w-96'
          : 'sr-only'
      }
    >
      {ready && (
        <>
          <p className="flex-1">{t('update.available')}</p>
          <Button onClick={applyUpdate}>{t('update.reload')}</Button>
          <Button variant="ghost" onClick={dismiss}>
            {t('update.later')}
          </Button>
        </>
      )}
    </div>
  )
}
