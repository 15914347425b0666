import type { FastifyRequest } from 'fastify'
import { APP_BASE } from '@contracts/http'

/**
 * The origin links in e-mails point to: PUBLIC_URL when its host serves the request's tenant, else
 * PUBLIC_URL's scheme with the request's Host (already matched to a known tenant, so it cannot be an
 * attacker's host).
 */
export async function publicOrigin(request: FastifyRequest): Promise<string> {
  const configured = new URL(request.server.config.publicUrl)
  const servesTenant = (await request.server.tenants.resolveHost(configured.host))?.id === request.tenant.id
  if (servesTenant) return configured.origin
  return `${configured.protocol}//${request.headers.host ?? configured.host}`
}

/** An absolute link to a client route of the app, e.g. appLink(request, 'reset-password', {...}). */
export async function appLink(request: FastifyRequest, route: string, query: Record<string, string> = {}): Promise<string> {
  const qs = new URLSearchParams(query).toString()
  return `${await publicOrigin(request)}${APP_BASE}${route}${qs ? `?${qs}` : ''}`
}
