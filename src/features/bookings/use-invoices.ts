import { useQuery } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import { InvoicesResponseSchema, type Invoice } from '@contracts/invoice'
import { apiGet } from '@/core/api'
import { bookingsKeys, INVOICES_SHOWN } from './keys'
import { loadStatus } from '@/lib/load-status'
import { isFinished } from './rental-status'
import { paths } from '@/core/paths'

export type InvoicesLoad = { status: 'loading' } | { status: 'error' } | { status: 'ready'; invoices: Invoice[]; total: number }

/** The invoices the chat lists at once; the rest are on the history screen. */
export { INVOICES_SHOWN }

/**
 * GET /user/invoices: the member's invoices, newest first, each with the rental it charges. Under
 * the bookings' keys: a cancellation (and its fee) reads them again.
 */
export function useInvoices(limit = INVOICES_SHOWN) {
  const query = useQuery(
    {
      queryKey: bookingsKeys.invoices(limit),
      queryFn: ({ signal }) => apiGet('/user/invoices', InvoicesResponseSchema, { query: { limit }, signal }),
    },
    queryClient,
  )
  const status = loadStatus(query)
  const load: InvoicesLoad =
    status === 'ready' && query.data ? { status: 'ready', invoices: query.data.invoices, total: query.data.meta.total } : { status: status === 'error' ? 'error' : 'loading' }
  return { load, reload: () => void query.refetch() }
}

/** The screen of the rental an invoice charges: the history's detail once it is over, else the booking's. */
export function invoiceRentalPath(rental: NonNullable<Invoice['rental']>): string {
  return isFinished(rental.status) ? paths.pastBooking(rental.id) : paths.booking(rental.id)
}
