import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { useTenantStore } from '@/core/tenant'
import type { DriverHome } from '../driver-home'
import { formatDateInWords } from '../format'
import { isStartable } from '../driver-home'
import { useDriverHome } from '../use-driver-home'
import { paths } from '@/core/paths'

const primaryLinkClass =
  'inline-flex h-9 items-center rounded-md bg-primary px-3 text-sm font-medium text-primary-foreground underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring'
const linkClass = 'inline-flex h-9 items-center rounded-md border border-border px-3 text-sm font-medium underline-offset-2 hover:bg-muted hover:underline'

/** The access text when the access rule lets the driver read it, else when it will appear. */
function AccessMessage({ home }: { home: Exclude<DriverHome, { kind: 'none' }> }) {
  const { t, i18n } = useTranslation('bookings')
  const timezone = useTenantStore((s) => s.tenant?.timezone ?? 'UTC')
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  if (home.accessText) return <p className="whitespace-pre-line text-sm">{home.accessText}</p>
  const { access } = home
  if (access.kind === 'later') {
    const date = formatDateInWords(access.from, timezone, lang)
    return <p className="text-sm">{t(access.afterValidation ? 'home.access-after-validation' : 'home.access-from', { date })}</p>
  }
  return <p className="text-sm">{t('home.access-none')}</p>
}

/**
 * The home's first block for a member: the rental in progress (the car, when and where
 * it goes back, extend, access, report a problem), else the next booking; nothing for the others,
 * so the search comes first. The behaviour is useDriverHome's; this only renders it.
 */
export function DriverHomePanel() {
  const { t, i18n } = useTranslation('bookings')
  const { home } = useDriverHome()
  const timezone = useTenantStore((s) => s.tenant?.timezone ?? 'UTC')
  const prepareDelay = useTenantStore((s) => s.tenant?.prepare_delay ?? 0)
  const [accessOpen, setAccessOpen] = useState(false)
  const titleId = useId()
  const accessId = useId()
  if (home.kind === 'none') return null
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  const current = home.kind === 'in-progress'
  const vehicle = home.vehicle ?? t('home.vehicle-unknown')
  const station = current ? home.returnStation : home.station

  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <h2 id={titleId} className="text-base font-semibold">
        {t(current ? 'home.in-progress-title' : 'home.next-title')}
      </h2>
      <p className="font-medium">{vehicle}</p>
      <p className="text-sm">
        {current ? t('home.return-by', { date: formatDateInWords(home.end, timezone, lang) }) : t('home.starts', { date: formatDateInWords(home.start, timezone, lang) })}
      </p>
      {station && (
        <p className="text-sm">
          {t(current ? 'home.return-at' : 'home.pickup-at', { station: station.name })}
          <span className="block text-muted-foreground">{station.address}</span>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {/* The trip's actions open its screen with the one chosen first (start, unlock, lock, return). */}
        {current ? (
          <>
            <Link to={`${paths.trip(home.rental.id)}?action=unlock`} className={primaryLinkClass}>
              {t('home.trip-unlock')}
            </Link>
            <Link to={`${paths.trip(home.rental.id)}?action=lock`} className={linkClass}>
              {t('home.trip-lock')}
            </Link>
            <Link to={`${paths.trip(home.rental.id)}?action=end`} className={linkClass}>
              {t('home.trip-end')}
            </Link>
          </>
        ) : (
          isStartable(home, prepareDelay, Date.now()) && (
            <Link to={`${paths.trip(home.rental.id)}?action=start`} className={primaryLinkClass}>
              {t('home.trip-start')}
            </Link>
          )
        )}
        {current && home.canExtend && (
          <Link to={paths.extendBooking(home.rental.id)} className={linkClass}>
            {t('home.extend')}
          </Link>
        )}
        <Button variant="outline" size="sm" aria-expanded={accessOpen} aria-controls={accessId} onClick={() => setAccessOpen((o) => !o)}>
          {t('home.access')}
        </Button>
        {current && (
          <Link to={paths.helpContact} className={linkClass}>
            {t('home.report')}
          </Link>
        )}
        <Link to={paths.booking(home.rental.id)} className={linkClass}>
          {t('home.details')}
        </Link>
      </div>
      <div id={accessId} hidden={!accessOpen}>
        {accessOpen && <AccessMessage home={home} />}
      </div>
    </section>
  )
}

export default DriverHomePanel
