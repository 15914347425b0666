import { useTranslation } from 'react-i18next'
import { useCurrentCatalog } from '@/lib/reference-data/catalog'
import { useCurrentUser } from '@/lib/session'
import { useTenantStore } from '@/lib/tenant'
import { exampleSearch } from '../dialog/example-search'
import { useHomeGreeting } from './use-home-greeting'
import { AlertOfferGreeting } from './alert-offer-greeting'

/** The empty chat's greeting, and under it any vehicle held for one of the member's alerts. */
export function EmptyLog() {
  return (
    <>
      <GreetingLine />
      <AlertOfferGreeting />
    </>
  )
}

function GreetingLine() {
  const { t } = useTranslation('chat')
  const engine = useTenantStore((s) => s.tenant?.search_engine ?? 'station')
  const stations = useCurrentCatalog().stations
  // A blocked member is offered no search (spec section 6): the chat opens on what the waiting page says.
  const blocked = useCurrentUser()?.serverStep === 'driver_blocked'
  const home = useHomeGreeting()
  if (home && !blocked) return <p className="rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm">{home.text}</p>
  if (blocked) return <p className="rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm">{t('blocked.greeting')}</p>
  const example = exampleSearch(t, engine, stations)
  return <p className="rounded-2xl rounded-bl-sm bg-muted px-3 py-2 text-sm">{t('panel.empty', { example })}</p>
}
