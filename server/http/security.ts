import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from '@fastify/helmet'
import type { Config } from '../config'

/** `https://{s}.tile.example.org/{z}/...` -> `https://*.tile.example.org`: the CSP source of the tiles. */
export function tileSource(tileUrl: string): string | null {
  try {
    const url = new URL(tileUrl.replace('{s}', 'tile-subdomain-placeholder'))
    return `${url.protocol}//${url.host.replace('tile-subdomain-placeholder', '*')}`
  } catch {
    return null
  }
}

function originOf(value: string | null | undefined): string | null {
  if (!value || !/^https?:\/\//.test(value)) return null
  try {
    return new URL(value).origin
  } catch {
    return null
  }
}

/**
 * Helmet with a content security policy fitted to the app: its own scripts, inline styles (Tailwind's
 * runtime variables and Leaflet set style attributes), images from itself, data:/blob:, the map tiles
 * and the tenant's logo host; Stripe's script and frames only when Stripe keys are configured for the
 * deployment or for the tenant of the Host header.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const tiles = tileSource(config.map.tileUrl)
  const reportOrigin = originOf(config.errorReportUrl)
  const tenantOf = (req: IncomingMessage) => app.tenants.peekHost(req.headers.host)
  const stripeOn = (req: IncomingMessage) => Boolean(config.stripe.publishableKey) || Boolean(tenantOf(req)?.settings.stripe)
  const join = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' ')
  const https = config.publicUrl.startsWith('https://')

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'manifest-src': ["'self'"],
        'worker-src': ["'self'", 'blob:'],
        'script-src': [(req) => join("'self'", stripeOn(req) && 'https://js.stripe.com')],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': [
          (req) => {
            const s = tenantOf(req)?.settings
            return join("'self'", 'data:', 'blob:', tiles, originOf(s?.logo_url), originOf(s?.favicon_url), originOf(s?.login_background_url), stripeOn(req) && 'https://*.stripe.com')
          },
        ],
        'connect-src': [(req) => join("'self'", reportOrigin, stripeOn(req) && 'https://api.stripe.com')],
        'frame-src': [(req) => (stripeOn(req) ? 'https://js.stripe.com https://hooks.stripe.com' : "'none'")],
        ...(https ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    // Over plain http (localhost), HSTS would only confuse; it is sent when the public URL is https.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  })
}
