/** The server under test, from BASE_URL (set by scripts/run-e2e.mjs), e.g. http://localhost:40123. */
export function baseUrl(): URL {
  const raw = process.env.BASE_URL
  if (!raw) throw new Error('BASE_URL is not set: run the browser tests with `npm run test:e2e`')
  return new URL(raw)
}

/** Seeded tenants: the public demo answers on localhost, the others on <slug>.localhost. */
export type TenantSlug = 'demo' | 'entreprise' | 'simple'

export const APP_BASE = '/frontofficev2/'

/** The origin of a tenant: http://localhost:PORT for the demo, http://entreprise.localhost:PORT, ... */
export function tenantOrigin(tenant: TenantSlug = 'demo'): string {
  const url = baseUrl()
  const host = tenant === 'demo' ? 'localhost' : `${tenant}.localhost`
  return `${url.protocol}//${host}:${url.port}`
}

/** An app URL of a tenant: appUrl('entreprise', 'login') -> http://entreprise.localhost:PORT/frontofficev2/login */
export function appUrl(tenant: TenantSlug = 'demo', path = ''): string {
  return `${tenantOrigin(tenant)}${APP_BASE}${path.replace(/^\//, '')}`
}

/** The path part the app shows for a route, to compare with page.url(). */
export function appPath(path = ''): string {
  return `${APP_BASE}${path.replace(/^\//, '')}`
}

export const DEMO_DRIVER = { email: 'driver@demo.test', password: 'Demo-2026!' } as const
