import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useTakeOverBootNotice } from '@/lib/boot-notice'
import { useTenant } from '@/core/tenant'
import { consentCookie, shouldAskCookieConsent } from '../consent-storage'
import { paths } from '@/core/paths'

/**
 * Cookie consent (spec sections 4 and 9): when the tenant enables it and the cookie is absent;
 * accepting sets the cookie for 180 days. A notice that does not block the page.
 */
export function CookieConsent() {
  const { t } = useTranslation('layout')
  const { flags } = useTenant()
  const [open, setOpen] = useState(() => shouldAskCookieConsent(flags.useCookieConsent, document.cookie))
  const section = useRef<HTMLElement>(null)
  useTakeOverBootNotice('cookies', section)
  if (!open) return null
  const accept = () => {
    document.cookie = consentCookie(Date.now(), import.meta.env.BASE_URL)
    setOpen(false)
    document.getElementById('main')?.focus()
  }
  return (
    <section ref={section} aria-labelledby="cookie-title" aria-describedby="cookie-text" className="border-b border-border bg-muted px-4 py-3">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p id="cookie-title" className="font-semibold">
            {t('cookies.title')}
          </p>
          <p id="cookie-text" className="text-sm">
            {t('cookies.text')}{' '}
            <Link to={paths.privacyPolicy} className="text-primary underline underline-offset-2">
              {t('cookies.policy')}
            </Link>
          </p>
        </div>
        <Button size="sm" onClick={accept}>
          {t('cookies.accept')}
        </Button>
      </div>
    </section>
  )
}
