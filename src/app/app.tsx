import { lazy, Suspense, useEffect } from 'react'
import { RouterProvider } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useTenantStore } from '@/core/tenant'
import { router } from './router'
import { dismissBootShell } from '@/lib/boot-shell'

const OfflineScreen = lazy(() => import('./offline/offline-screen'))

function TenantUnavailable() {
  const { t } = useTranslation('errors')
  return (
    <main className="mx-auto flex max-w-md flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-xl font-semibold">{t('crash-title')}</h1>
      <p role="alert">{t('tenant-unavailable')}</p>
      <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
    </main>
  )
}

function Splash() {
  const { t } = useTranslation('common')
  return (
    <main className="flex flex-1 items-center justify-center">
      <Spinner label={t('loading')} className="size-10" />
    </main>
  )
}

function BootShellDone() {
  useEffect(dismissBootShell, [])
  return null
}

/** Nothing of the product renders before the tenant is known: its flags shape every screen. */
export function App() {
  const status = useTenantStore((s) => s.status)
  useEffect(() => {
    if (status === 'error') dismissBootShell()
  }, [status])
  if (status === 'error') return <TenantUnavailable />
  if (status === 'offline') {
    return (
      <Suspense fallback={<Splash />}>
        <OfflineScreen />
        <BootShellDone />
      </Suspense>
    )
  }
  if (status !== 'ready') return <Splash />
  return <RouterProvider router={router} />
}
