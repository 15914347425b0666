import { lazy, Suspense } from 'react'

const GlobalModals = lazy(() => import('./global/global-modals'))

/** What the shell's layout mounts once: the terms acceptance, loaded after the first paint. */
export function AccountGlobalModals() {
  return (
    <Suspense fallback={null}>
      <GlobalModals />
    </Suspense>
  )
}
