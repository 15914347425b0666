import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '@/components/ui/button'
import { requestAssistantFocus } from '@/lib/assistant-focus'
import { useTakeOverBootNotice } from '@/lib/boot-notice'
import { useCurrentUser } from '@/core/session'
import { useTenant } from '@/core/tenant'
import { markWelcomeSeen, welcomeSeen, welcomeSeenCookie } from '../consent-storage'

const storage = () => (typeof window === 'undefined' ? null : window.localStorage)

/**
 * The welcome (spec section 2: shown once, the flag kept locally). A notice that does not block the
 * page: it sits above the content and never covers a control. Its "let's go" starts where the
 * product does, in the assistant, where this screen offers one; otherwise on the screen itself.
 * A signed-in member is past the welcome (on a new device too): it is marked seen, not shown, so
 * that a phone's first screen is the conversation.
 */
export function WelcomeNotice({ assistantOffered }: { assistantOffered: boolean }) {
  const { t } = useTranslation('layout')
  const { tenant } = useTenant()
  const [open, setOpen] = useState(() => !welcomeSeen(storage(), document.cookie))
  const member = useCurrentUser() !== null
  const section = useRef<HTMLElement>(null)
  useTakeOverBootNotice('welcome', section)
  useEffect(() => {
    if (!member || !open) return
    markWelcomeSeen(storage())
    document.cookie = welcomeSeenCookie(import.meta.env.BASE_URL)
    setOpen(false)
  }, [member, open])
  useEffect(() => {
    // Seen when only localStorage kept it: the cookie lets the next first paint leave it out too.
    if (!open && !welcomeSeen(null, document.cookie)) document.cookie = welcomeSeenCookie(import.meta.env.BASE_URL)
  }, [open])
  if (!open || member) return null
  const close = () => {
    markWelcomeSeen(storage())
    document.cookie = welcomeSeenCookie(import.meta.env.BASE_URL)
    setOpen(false)
    if (assistantOffered) requestAssistantFocus()
    else document.getElementById('main')?.focus()
  }
  return (
    <section ref={section} aria-labelledby="welcome-title" aria-describedby="welcome-text" className="border-b border-border bg-card px-4 py-3">
      <div className="mx-auto flex max-w-5xl flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p id="welcome-title" className="font-semibold">
            {t('welcome.title', { name: tenant.human_name })}
          </p>
          <p id="welcome-text" className="text-sm">
            {t('welcome.text')}
          </p>
        </div>
        <Button size="sm" onClick={close}>
          {t('welcome.close')}
        </Button>
      </div>
    </section>
  )
}
