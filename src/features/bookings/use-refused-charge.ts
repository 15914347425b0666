import { useQuery } from '@tanstack/react-query'
import { InvoicesResponseSchema, refusedChargeOf, type Invoice } from '@contracts/invoice'
import { apiGet } from '@/core/api'
import { queryClient } from '@/core/query/query-client'
import { useCurrentUser } from '@/core/session'
import { bookingsKeys, INVOICES_SHOWN } from './keys'

/**
 * The newest invoice whose charge the member's card refused, from the invoices the chat lists
 * (the same read and cache entry as useInvoices): the chat's greeting tells the member first.
 * Null for a guest, while loading, and when every charge went through.
 */
export function useRefusedCharge(): Invoice | null {
  const member = useCurrentUser() !== null
  const query = useQuery(
    {
      queryKey: bookingsKeys.invoices(INVOICES_SHOWN),
      queryFn: ({ signal }) => apiGet('/user/invoices', InvoicesResponseSchema, { query: { limit: INVOICES_SHOWN }, signal }),
      enabled: member,
    },
    queryClient,
  )
  return member && query.data ? refusedChargeOf(query.data.invoices) : null
}
