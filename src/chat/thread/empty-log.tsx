import { lazy, Suspense } from 'react'
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import { useCachedHome } from './use-cached-home'
import { useCurrentCatalog } from '@/lib/reference-data/catalog'
import { useCurrentUser, useSessionStore } from '@/core/session'
import { useTenantStore } from '@/core/tenant'
import { exampleSearch } from '../dialog/example-search'
import { calendarDay } from '@contracts/format'
import { refusedChargeSentence } from '../dialog/refused-charge-words'
import { licenceExpirySentence } from '../dialog/licence-words'
import { useHomeGreeting } from './use-home-greeting'
import { paths } from '@/core/paths'

// The held-vehicle greeting reads the member's alerts through TanStack Query and searches: loaded
// for a member only, after the first paint, so that neither weighs on the chat's first load.
const AlertOfferGreeting = lazy(() => import('./alert-offer-greeting').then((m) => ({ default: m.AlertOfferGreeting })))

const BUBBLE = 'rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm'

/** The empty chat's greeting, and under it any vehicle held for one of the member's alerts. */
export function EmptyLog() {
  const member = useSessionStore((s) => s.status) === 'member'
  return (
    <>
      <GreetingLine />
      {member ? (
        <Suspense fallback={null}>
          <AlertOfferGreeting />
        </Suspense>
      ) : null}
    </>
  )
}

function GreetingLine() {
  const { t, i18n } = useTranslation('chat')
  const engine = useTenantStore((s) => s.tenant?.search_engine ?? 'station')
  const stations = useCurrentCatalog().stations
  // A blocked member is offered no search (spec section 6): the chat opens on what the waiting page says.
  const user = useCurrentUser()
  const blocked = user?.serverStep === 'driver_blocked'
  const timeZone = useTenantStore((s) => s.tenant?.timezone ?? 'UTC')
  const home = useHomeGreeting()
  const lang = i18n.language === 'en' ? 'en' : 'fr'
  // A licence expiring (or expired), by the rule the e-mail and My documents read: said with the way to replace it.
  const licence = user && !blocked ? licenceExpirySentence(user.drivingLicenceExpirationTime, calendarDay(Date.now(), timeZone), lang, t) : null
  const licenceNotice = licence ? (
    <p className={BUBBLE}>
      {licence}{' '}
      <Link className="underline" to={paths.documents}>
        {t('greeting.licence-link')}
      </Link>
    </p>
  ) : null
  // A charge the card refused: the member has something to do, said under the greeting with the way there.
  const { refused } = useCachedHome()
  const refusedNotice =
    refused && !blocked ? (
      <p className={BUBBLE}>
        {refusedChargeSentence(refused, lang, t)}{' '}
        <Link className="underline" to={paths.paymentMethod}>
          {t('greeting.charge-refused-link')}
        </Link>
      </p>
    ) : null
  let greeting
  if (home && !blocked) greeting = <p className={BUBBLE}>{home.text}</p>
  else if (blocked) greeting = <p className={BUBBLE}>{t('blocked.greeting')}</p>
  else greeting = <p className={BUBBLE}>{t('panel.empty', { example: exampleSearch(t, engine, stations) })}</p>
  if (!refusedNotice && !licenceNotice) return greeting
  return (
    <div className="flex flex-col gap-2">
      {greeting}
      {refusedNotice}
      {licenceNotice}
    </div>
  )
}
