import { CookieConsent } from './global/cookie-consent'
import { WelcomeNotice } from './global/welcome-notice'

/**
 * The welcome and the cookie notice, above the screen. Part of the layout's first paint, with their
 * words in a core namespace: loaded later, they pushed a screen already shown down by their height,
 * and a tap or click on its way (the login button) landed on whatever moved under it.
 */
export function FirstVisitNotices({ assistantOffered }: { assistantOffered: boolean }) {
  return (
    <>
      <WelcomeNotice assistantOffered={assistantOffered} />
      <CookieConsent />
    </>
  )
}
