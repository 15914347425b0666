import type { Config } from './config'

/**
 * The lines of the start banner that say which database and which delivery channels this process
 * uses, so an operator who set SMTP_URL, SMS_GATEWAY_URL or STRIPE_* sees at once that they were
 * taken (or that messages only reach the outbox). Passwords in URLs are never printed.
 */
export function startSummaryLines(config: Config, isPostgres: boolean, shared?: { files: string; limits: string; metricsUrl: string | null }): string[] {
  return [
    `  Database: ${databaseLabel(config.databaseUrl, isPostgres)}`,
    ...(shared ? [`  Files:    ${shared.files}`, `  Limits:   ${shared.limits}`, `  Metrics:  ${shared.metricsUrl ?? 'off (set METRICS_PORT)'}`] : []),
    `  E-mail:   ${config.mail.smtpUrl ? `SMTP ${withoutCredentials(config.mail.smtpUrl)}, from ${config.mail.from}` : 'outbox only (set SMTP_URL to deliver)'}`,
    `  SMS:      ${config.sms.gatewayUrl ? `gateway ${withoutCredentials(config.sms.gatewayUrl)}` : 'outbox only (set SMS_GATEWAY_URL to deliver)'}`,
    `  Cards:    ${cardsLabel(config.stripe.secretKey, config.env === 'production')}`,
  ]
}

function databaseLabel(url: string, isPostgres: boolean): string {
  if (!isPostgres) return `SQLite (${url.replace(/^sqlite:/, '')})`
  return `PostgreSQL (${withoutCredentials(url)})`
}

function cardsLabel(secretKey: string | undefined, production: boolean): string {
  // Tenants may carry their own keys in settings.stripe; this line is about the deployment's default.
  // In production the offline provider is the embedded default still (ARCHITECTURE.md), but it takes
  // test card numbers and charges no one: the operator must not miss that.
  if (!secretKey && production)
    return "offline test provider. WARNING: in production no card is really checked; set STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (or each tenant's settings.stripe)"
  if (!secretKey) return 'offline test provider (4242 4242 4242 4242 succeeds; set STRIPE_* for Stripe)'
  return `Stripe, ${secretKey.includes('_live_') ? 'LIVE' : 'test'} keys`
}

/** host, port and path of a URL, without user, password nor query (where tokens may sit). */
function withoutCredentials(url: string): string {
  try {
    const u = new URL(url)
    return `${u.protocol}//${u.host}${u.pathname === '/' ? '' : u.pathname}`
  } catch {
    return '(unparsable URL)'
  }
}

/** The banner's outbox line: where it is read, and that only this machine can read it (http/dev-only.ts). */
export function outboxLine(config: Pick<Config, 'env'>, serverUrl: string): string {
  if (config.env === 'production') return '  Outbox:   (off in production)'
  return `  Outbox:   ${serverUrl}/api/dev/outbox (loopback clients only, never through a proxy; 404 to anyone else)`
}
