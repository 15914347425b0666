import type { CarpoolResult } from '@contracts/rental'

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** Offers going where the passenger said first, otherwise the server's order (soonest first). */
export function rankOffers(offers: readonly CarpoolResult[], destination: string | null): CarpoolResult[] {
  const wanted = destination ? fold(destination).trim() : ''
  if (!wanted) return [...offers]
  const goes = (o: CarpoolResult) => (o.carpooling_destination ? fold(o.carpooling_destination).includes(wanted) : false)
  return [...offers.filter(goes), ...offers.filter((o) => !goes(o))]
}
