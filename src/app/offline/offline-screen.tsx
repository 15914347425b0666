import { useTranslation } from 'react-i18next'
import type { Language } from '@contracts/common'
import type { RentalStatus } from '@contracts/rental'
import { Button } from '@/components/ui/button'
import { useTenantStore } from '@/core/tenant'
import { formatDateTime } from '@/features/bookings/format'
import { statusLabelKey } from '@/features/bookings/rental-status'
import { loadConversation } from '@/chat/conversation/storage'
import { lastSeenBookings, lastSeenMember } from '@/lib/offline/last-seen'
import { OfflineTripHelp } from './offline-trip-help'
import { OfflineNotice } from './offline-notice'

/**
 * The app without a network: the shell in the tenant's name and colours, a clear offline
 * message, and the conversation and the member's bookings as last seen on this device, read-only.
 * Nothing here can send: a reload once online starts the app again.
 */
export default function OfflineScreen() {
  const { t, i18n } = useTranslation(['layout', 'status'])
  const tenant = useTenantStore((s) => s.tenant)
  if (!tenant) return null
  const lang = (i18n.language === 'en' ? 'en' : 'fr') as Language
  const userId = lastSeenMember()
  const { messages } = loadConversation({ tenant: tenant.slug, user: userId ?? 'guest' })
  const bookings = userId === null ? null : lastSeenBookings(userId)
  const when = (iso: string | number) => formatDateTime(typeof iso === 'number' ? iso : Date.parse(iso), tenant.timezone, lang)

  return (
    <>
      <header className="sticky top-0 z-40 border-b border-border bg-card">
        <div className="flex h-14 items-center px-4">
          <span className="truncate text-lg font-semibold">{tenant.human_name}</span>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-6 p-4 outline-none">
        <div className="flex flex-col gap-3">
          <h1 className="text-2xl font-semibold">{t('offline.title')}</h1>
          <OfflineNotice text={t('offline.message')} />
          <Button className="self-start" onClick={() => window.location.reload()}>
            {t('offline.retry')}
          </Button>
        </div>
        <section aria-labelledby="offline-conversation" className="flex flex-col gap-2">
          <h2 id="offline-conversation" className="text-lg font-semibold">
            {t('offline.conversation')}
          </h2>
          {messages.length === 0 ? (
            <p>{t('offline.conversation-empty')}</p>
          ) : (
            <ol className="flex flex-col gap-2">
              {messages.map((m) => (
                <li key={m.id} className={m.role === 'user' ? 'self-end rounded-lg bg-primary px-3 py-2 text-primary-foreground' : 'self-start rounded-lg bg-card px-3 py-2'}>
                  <span className="sr-only">{m.role === 'user' ? t('offline.you') : t('offline.assistant')} : </span>
                  {m.text}
                </li>
              ))}
            </ol>
          )}
        </section>
        {userId !== null && <OfflineTripHelp userId={userId} country={tenant.iso3166} />}
        {userId !== null && (
          <section aria-labelledby="offline-bookings" className="flex flex-col gap-2">
            <h2 id="offline-bookings" className="text-lg font-semibold">
              {t('offline.bookings')}
            </h2>
            {!bookings || bookings.bookings.length === 0 ? (
              <p>{t('offline.bookings-empty')}</p>
            ) : (
              <>
                <p className="text-sm text-muted-foreground">{t('offline.bookings-seen', { when: when(bookings.savedAt) })}</p>
                <ul className="flex flex-col gap-2">
                  {bookings.bookings.map((b) => (
                    <li key={b.id} className="rounded-lg border border-border bg-card p-3">
                      <p className="font-semibold">{b.vehicle ?? t('offline.vehicle-unknown')}</p>
                      <p>{t('offline.booking-period', { start: when(b.start), end: when(b.end) })}</p>
                      <p className="text-sm text-muted-foreground">{t(statusLabelKey(b.status as RentalStatus))}</p>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
        )}
      </main>
    </>
  )
}
