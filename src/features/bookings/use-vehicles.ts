import { useQueries, useQuery } from '@tanstack/react-query'
import { queryClient } from '@/core/query/query-client'
import type { Vehicle } from '@contracts/vehicle'
import { vehicleQuery } from './queries'

/** The vehicle of a rental once read; `fresh` reads it again on each use (its access text). */
export function useVehicle(id: number | null, fresh = false): Vehicle | null {
  const query = useQuery({ ...vehicleQuery(id ?? 0, fresh), enabled: id !== null }, queryClient)
  return id === null ? null : (query.data ?? null)
}

/** The vehicles these rentals reference, by id, as they arrive (each read once for all its users). */
export function useVehicles(ids: readonly number[]): Readonly<Record<number, Vehicle>> {
  const unique = [...new Set(ids)]
  return useQueries(
    {
      queries: unique.map((id) => vehicleQuery(id)),
      combine: (results) => Object.fromEntries(results.flatMap((r, i) => (r.data ? [[unique[i], r.data]] : []))) as Record<number, Vehicle>,
    },
    queryClient,
  )
}
