import { Suspense } from 'react'
import { TermsAcceptanceDialog } from './terms-acceptance-dialog'

/**
 * The app-wide modal of spec section 2 the shell mounts once: terms acceptance (members who have
 * not accepted the current version). Lazy: it loads after the first paint, and as a dialog over
 * the page it moves nothing when it comes. The welcome and cookie notices are part of the first
 * paint (first-visit-notices.tsx).
 */
export default function GlobalModals() {
  return (
    <Suspense fallback={null}>
      <TermsAcceptanceDialog />
    </Suspense>
  )
}
