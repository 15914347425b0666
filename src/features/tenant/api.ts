import { TenantResponseSchema, type Tenant } from '@contracts/tenant'
import { apiGet } from '@/lib/api'

/** GET /tenant: needs no token; the server resolves the tenant from the Host header. */
export async function fetchTenant(signal?: AbortSignal): Promise<Tenant> {
  const { tenant } = await apiGet('/tenant', TenantResponseSchema, { signal })
  return tenant
}
