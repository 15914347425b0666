import type { Tenant } from '@contracts/tenant'
import type { SessionStatus } from '@/core/session'
import type { ClientFlags } from '@/core/tenant'

/**
 * Whether this visitor may read the stations, categories and rental labels now. A private platform
 * requires login (spec section 1) and its server refuses them to a guest token with a 403; a public
 * one serves any token. Before the tenant is known nothing of the app is drawn, so only a platform
 * known to be private holds the catalog back.
 */
export function mayReadCatalog(platform: Tenant['platform_type'] | undefined, session: SessionStatus): boolean {
  return platform !== 'private' || session === 'member'
}

/**
 * Whether GET /rental_labels is worth asking: with the labels flag off (spec section 3) the search
 * form has no label field and no search or booking sends one, so the catalog keeps an empty list
 * (a rental labelled before the flag was turned off then shows no label, like the rest of the
 * feature). An unknown tenant asks, as before. Stations have no such test: an address-engine
 * tenant's rentals still start at a station, whose name and place the bookings, their cards and
 * the carpool offers show.
 */
export function needsRentalLabels(flags: Pick<ClientFlags, 'useLabels'> | null): boolean {
  return flags?.useLabels !== false
}
