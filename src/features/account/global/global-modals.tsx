import { Suspense } from 'react'
import { CookieConsent } from './cookie-consent'
import { TermsAcceptanceDialog } from './terms-acceptance-dialog'
import { WelcomeNotice } from './welcome-notice'

/**
 * The app-wide modals of spec section 2 the shell mounts once: welcome (once), cookie consent (when
 * enabled and the cookie is absent), terms acceptance (members who have not accepted the current
 * version). Lazy: it loads after the first paint.
 */
export default function GlobalModals() {
  return (
    <Suspense fallback={null}>
      <WelcomeNotice />
      <CookieConsent />
      <TermsAcceptanceDialog />
    </Suspense>
  )
}
