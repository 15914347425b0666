import { lazy, Suspense } from 'react'
import { useCurrentUser } from '@/core/session'
import { useTenantFlags } from '@/core/tenant'

const GlobalModals = lazy(() => import('./global/global-modals'))

/**
 * What the shell's layout mounts once: the terms acceptance, loaded after the first paint, and only
 * where it can show (a member, on a tenant with terms): a guest's landing fetches none of the
 * dialog, its checkbox and its HTML sanitizer (the phone landing's bytes).
 */
export function AccountGlobalModals() {
  const member = useCurrentUser() !== null
  const usesTerms = useTenantFlags().useTermsAndConditions
  if (!member || !usesTerms) return null
  return (
    <Suspense fallback={null}>
      <GlobalModals />
    </Suspense>
  )
}
