import { Suspense, useEffect } from 'react'
import { Outlet, useLocation, useMatches } from 'react-router'
import { useTranslation } from 'react-i18next'
import { SkipLink } from '@/components/ui/skip-link'
import { AccountGlobalModals } from '@/features/account/global-modals-mount'
import { FirstVisitNotices } from '@/features/account/first-visit-notices'
import type { RouteHandle } from '@/lib/feature-routes'
import { requestAssistantFocus } from '@/lib/assistant-focus'
import { useTenantFlags } from '@/core/tenant'
import { cn } from '@/lib/utils'
import { PageSpinner } from '../route-guards'
import { dismissBootShellUnlessChatPending } from '@/lib/boot-shell'
import { UpdatePrompt } from '../pwa/update-prompt'
import { OfflineBanner } from '../offline/offline-banner'
import { usePhoneHomeStore } from '../phone-home'
import { useKeyboardViewport } from './keyboard-viewport'
import { ChatDock } from './chat-dock'
import { LazyToaster } from './lazy-toaster'
import { RouteFocus } from './route-focus'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

/**
 * The shared layout: skip links (main content, assistant), header, the screen in <main id="main">
 * (screens render no <main> of their own; the account's notices go above it), the chat beside it on a desktop or behind a button on a phone, footer, toasts.
 */
export function AppLayout() {
  const { t } = useTranslation('layout')
  const matches = useMatches()
  const { offersChat } = useTenantFlags()
  const chat = offersChat && matches.every((m) => (m.handle as RouteHandle | undefined)?.chat !== false)
  const chatInPage = usePhoneHomeStore((s) => s.chatInPage)
  // Checked again on each route: a redirect may remove the chat panel the first paint was waiting for.
  const { pathname } = useLocation()
  useEffect(dismissBootShellUnlessChatPending, [pathname])
  useKeyboardViewport()
  return (
    <>
      <SkipLink targetId="main">{t('skip-to-content')}</SkipLink>
      {chat && (
        <SkipLink
          targetId="assistant"
          onClick={(event) => {
            event.preventDefault()
            requestAssistantFocus()
          }}
        >
          {t('skip-to-assistant')}
        </SkipLink>
      )}
      <SiteHeader />
      <OfflineBanner />
      <div className="flex min-h-0 flex-1">
        <main id="main" tabIndex={-1} className="isolate flex min-w-0 flex-1 flex-col outline-none">
          {/* The welcome and cookie notices sit above the screen, not above the chat: the desktop
              chat panel then starts under the header and its message box stays on screen. */}
          <FirstVisitNotices assistantOffered={chat} />
          <AccountGlobalModals />
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </main>
        {chat && <ChatDock />}
      </div>
      {/* On a phone the chat button floats over the bottom of the screen: the footer comes last, so
          its padding is what lets the end of the page, logout included, scroll clear of the button. */}
      <SiteFooter className={cn(chat && !chatInPage && 'pb-20 lg:pb-0')} />
      <UpdatePrompt />
      <LazyToaster />
      <RouteFocus />
    </>
  )
}
