import type { IncomingMessage } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'
import type { Config } from '../config'
import { isApiRequest } from '../context/request-context'
import { BOOT_COMPOSER_SCRIPT_HASH } from '../static/boot-composer-script'

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

/** Browser features no page of the app uses: denied to it and to every frame it embeds. */
const DENIED_FEATURES = ['accelerometer', 'camera', 'display-capture', 'gyroscope', 'magnetometer', 'microphone', 'midi', 'usb']

/**
 * The app's pages: geolocation for itself (the search and the chat's "near me" ask for the position);
 * payment for itself and Stripe's frame (Stripe.js's payment request buttons, when the tenant has
 * Stripe keys; the CSP admits its frame only then); camera and microphone denied, as documents are
 * picked as files (the phone's own camera app, not getUserMedia); every other sensor denied.
 */
export const PAGE_PERMISSIONS_POLICY = [...DENIED_FEATURES.map((f) => `${f}=()`), 'geolocation=(self)', 'payment=(self "https://js.stripe.com")'].join(', ')
/** An API answer is never a page: every feature denied. */
export const API_PERMISSIONS_POLICY = [...DENIED_FEATURES, 'geolocation', 'payment'].map((f) => `${f}=()`).join(', ')

/**
 * The headers of every /api answer, the same for all: JSON, SVG photos and logos are never a page
 * that runs anything, so their policy forbids everything (inline styles only, for an SVG opened on
 * its own). Only what acts on such an answer (OWASP's REST security headers): the policy, no MIME
 * sniffing, no framing (the header and its older form), no referrer, no cross-site embedding, and
 * HSTS over https. Headers that only a page reads (opener policy, agent clusters, DNS prefetch, old
 * IE and Flash switches) stay on pages. Written once rather than by helmet on each request:
 * building helmet's headers cost a third of a small API call (server/bench).
 */
export function apiSecurityHeaders(https: boolean): Readonly<Record<string, string>> {
  return {
    // Every API answer may hold personal data (a member, a rental, a document): no cache keeps it. The
    // public images (tenant logo and favicon, vehicle photos) set their own public caching on their route.
    'cache-control': 'no-store',
    'permissions-policy': API_PERMISSIONS_POLICY,
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    'cross-origin-resource-policy': 'same-origin',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    ...(https ? { 'strict-transport-security': 'max-age=15552000' } : {}),
  }
}

/**
 * For the app's pages and files, helmet with a content security policy fitted to the app: its own scripts, inline styles (Tailwind's
 * runtime variables and Leaflet set style attributes), images from itself, data:/blob:, the map tiles
 * and the tenant's logo host; Stripe's script and frames only when Stripe keys are configured for the
 * deployment or for the tenant of the Host header.
 *
 * helmet itself, built once, rather than @fastify/helmet: the plugin adds two hooks to every request,
 * API calls included (one of them async, making a closure per request), and builds helmet's
 * middleware again on each page. One synchronous hook here serves both kinds.
 */
/** HSTS is sent only when the public address is https (over plain http, on localhost, it would only confuse). */
export function servesHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://')
}

export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const tiles = tileSource(config.map.tileUrl)
  const reportOrigin = originOf(config.errorReportUrl)
  const tenantOf = (req: IncomingMessage) => app.tenants.peekHost(req.headers.host)
  const stripeOn = (req: IncomingMessage) => Boolean(config.stripe.publishableKey) || Boolean(tenantOf(req)?.settings.stripe)
  const join = (...parts: (string | null | false | undefined)[]) => parts.filter(Boolean).join(' ')
  const https = servesHttps(config)

  const pageHeaders = helmet({
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
        // The first paint's message box script (index.html, inline so that it runs as the box is painted).
        'script-src': [(req) => join("'self'", BOOT_COMPOSER_SCRIPT_HASH, stripeOn(req) && 'https://js.stripe.com')],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': [
          (req) => {
            const s = tenantOf(req)?.settings
            return join(
              "'self'",
              'data:',
              'blob:',
              tiles,
              originOf(s?.logo_url),
              originOf(s?.favicon_url),
              originOf(s?.login_background_url),
              stripeOn(req) && 'https://*.stripe.com',
            )
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
  const apiHeaders = apiSecurityHeaders(https)
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request)) {
      reply.headers(apiHeaders)
      done()
    } else {
      reply.header('permissions-policy', PAGE_PERMISSIONS_POLICY)
      pageHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined))
    }
  })
}
