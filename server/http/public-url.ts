import type { FastifyRequest } from 'fastify'
import { appLinkAt } from '../tenants/app-link'

/**
 * The origin links in e-mails point to, from configuration only, never from the request's Host
 * (which the client writes: a forged Host put an attacker's address in a reset link):
 * PUBLIC_URL when its host serves the request's tenant, else PUBLIC_URL's scheme and port with the
 * tenant's first configured host (`tenant create --host`, `tenants.hosts`).
 */
export async function publicOrigin(request: FastifyRequest): Promise<string> {
  const configured = new URL(request.server.config.publicUrl)
  const servesTenant = (await request.server.tenants.resolveHost(configured.host))?.id === request.tenant.id
  if (servesTenant) return configured.origin
  // Stored hosts carry no port (tenant-cache normalises them); a tenant listing none answers on
  // <slug>.localhost only, which is worth a link only when PUBLIC_URL is on localhost too.
  const tenantHost = request.tenant.hosts[0] ?? (configured.hostname === 'localhost' ? `${request.tenant.slug}.localhost` : null)
  if (!tenantHost) return configured.origin
  return `${configured.protocol}//${tenantHost}${configured.port ? `:${configured.port}` : ''}`
}

/** An absolute link to a client route of the app, e.g. appLink(request, 'reset-password', {...}). */
export async function appLink(request: FastifyRequest, route: string, query: Record<string, string> = {}): Promise<string> {
  return appLinkAt(await publicOrigin(request), route, query)
}
