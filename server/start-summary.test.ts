import { loadConfig } from './config'
import { startSummaryLines } from './start-summary'
import { s3Storage } from './storage/s3-storage'

describe('start banner: database and delivery channels', () => {
  it('says that without any variable mails and SMS stay in the outbox and cards use the offline provider', () => {
    const lines = startSummaryLines(loadConfig({}), false).join('\n')
    expect(lines).toContain('Database: SQLite (data/frontoffice.sqlite)')
    expect(lines).toContain('E-mail:   outbox only (set SMTP_URL to deliver)')
    expect(lines).toContain('SMS:      outbox only (set SMS_GATEWAY_URL to deliver)')
    expect(lines).toContain('Cards:    offline test provider')
  })

  it('names the SMTP server, gateway, PostgreSQL server and Stripe mode it uses, never a password or token', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://fo:db-secret@db.example:5432/frontoffice',
      SMTP_URL: 'smtp://mailer:smtp-secret@127.0.0.1:2525',
      MAIL_FROM: 'Autopartage <no-reply@autopartage.example>',
      SMS_GATEWAY_URL: 'https://sms.example/send?key=query-secret',
      SMS_GATEWAY_TOKEN: 'gateway-secret',
      STRIPE_SECRET_KEY: 'sk_test_stripe-secret',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
    })
    const lines = startSummaryLines(config, true).join('\n')
    expect(lines).toContain('Database: PostgreSQL (postgres://db.example:5432/frontoffice)')
    expect(lines).toContain('E-mail:   SMTP smtp://127.0.0.1:2525, from Autopartage <no-reply@autopartage.example>')
    expect(lines).toContain('SMS:      gateway https://sms.example/send')
    expect(lines).toContain('Cards:    Stripe, test keys')
    expect(lines).not.toMatch(/secret/)
  })

  it('warns in production that the offline provider checks no real card', () => {
    const lines = startSummaryLines(loadConfig({ NODE_ENV: 'production' }), false).join('\n')
    expect(lines).toContain('Cards:    offline test provider. WARNING: in production no card is really checked')
  })

  it('warns with LIVE when the Stripe keys are live ones', () => {
    const config = loadConfig({ STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' })
    expect(startSummaryLines(config, false).join('\n')).toContain('Cards:    Stripe, LIVE keys')
  })

  it('says where files and limits live and where metrics are served, never the S3 secret', async () => {
    const s3 = s3Storage('s3://AKIAKEY:s3-secret@s3.eu-west-3.amazonaws.com/uploads/prod?region=eu-west-3')
    const lines = startSummaryLines(loadConfig({}), true, { files: s3.label, limits: 'Redis (redis://127.0.0.1:6379)', metricsUrl: 'http://127.0.0.1:9464/metrics' }).join('\n')
    await s3.close()
    expect(lines).toContain('Files:    S3 bucket uploads/prod/ at https://s3.eu-west-3.amazonaws.com')
    expect(lines).toContain('Limits:   Redis (redis://127.0.0.1:6379)')
    expect(lines).toContain('Metrics:  http://127.0.0.1:9464/metrics')
    expect(lines).not.toMatch(/secret|AKIAKEY/)
    expect(startSummaryLines(loadConfig({}), false, { files: 'local disk (/srv/data)', limits: 'in memory (one process)', metricsUrl: null }).join('\n')).toContain(
      'Metrics:  off (set METRICS_PORT)',
    )
  })
})
