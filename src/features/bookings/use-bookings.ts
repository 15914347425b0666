import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import { useState } from 'react'
import { loadStatus } from '@/lib/load-status'
import { listQuery } from './queries'
import { pageCount, type ListKey } from './rental-lists'
import { useVehicles } from './use-vehicles'

/** One list of spec section 4 with its pagination, from its first page; the page shown stays while the next one loads. */
export function useBookings(key: ListKey) {
  const [page, setPage] = useState(1)
  const query = useQuery({ ...listQuery(key, page), placeholderData: keepPreviousData }, queryClient)
  const data = query.data
  const vehicles = useVehicles(data?.rentals.map((r) => r.vehicle_id) ?? [])
  return {
    rentals: data?.rentals ?? [],
    page: data?.meta.page ?? page,
    pages: data ? pageCount(data.meta.total, data.meta.limit) : 0,
    total: data?.meta.total ?? 0,
    status: loadStatus(query),
    vehicles,
    goTo: setPage,
    reload: () => void query.refetch(),
  }
}
