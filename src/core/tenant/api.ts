import type { Tenant } from '@contracts/tenant'
import { apiGet } from '@/core/api'
import { expectFields, record } from '@/core/api/shape'

/** The parts of TenantSchema the shell relies on from the first paint. */
function toTenant(data: unknown): Tenant {
  const tenant = record(record(data, 'GET /tenant').tenant, 'tenant')
  expectFields(tenant, 'tenant', {
    slug: 'string',
    human_name: 'string',
    language: 'string',
    languages: 'array',
    platform_type: 'string',
    features: 'object',
    delays: 'object',
    theme: 'object',
    web_client_id: 'string',
  })
  if (tenant.platform_type !== 'private' && tenant.platform_type !== 'public') throw new TypeError('tenant.platform_type: private or public expected')
  return tenant as unknown as Tenant
}

/**
 * GET /tenant: needs no token (the server resolves the tenant from the Host header), and the
 * session start asks it before any token exists, so it must not wait for one.
 */
export async function fetchTenant(signal?: AbortSignal): Promise<Tenant> {
  return toTenant(await apiGet<unknown>('/tenant', undefined, { signal, needsNoToken: true }))
}
