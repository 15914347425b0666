import { ConfigError, loadConfig } from './config'

describe('loadConfig', () => {
  it('runs with no variable at all', () => {
    const c = loadConfig({})
    expect(c).toMatchObject({ port: 3000, host: '0.0.0.0', databaseUrl: 'sqlite:data/frontoffice.sqlite', dataDir: 'data', publicUrl: 'http://localhost:3000', env: 'development' })
    expect(c.mail.smtpUrl).toBeUndefined()
    expect(c.map.tileUrl).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(c.rateLimit).toEqual({ max: 10, timeWindowMs: 60000 })
  })

  it('points e-mail links at the port the server listens on when PUBLIC_URL is unset', () => {
    expect(loadConfig({ PORT: '3913' }).publicUrl).toBe('http://localhost:3913')
    expect(loadConfig({ PORT: '3913', PUBLIC_URL: '' }).publicUrl).toBe('http://localhost:3913')
    expect(loadConfig({ PORT: '3913', PUBLIC_URL: 'https://cars.example.com' }).publicUrl).toBe('https://cars.example.com')
    expect(loadConfig({ PORT: '0' }).publicUrl).toBe('http://localhost:3000')
  })

  it('treats empty values as unset (as .env.example leaves them) and 0 as rate limits off', () => {
    const c = loadConfig({ SMTP_URL: '', STRIPE_SECRET_KEY: '', RATE_LIMIT_MAX: '0', PUBLIC_URL: 'https://cars.example.com/' })
    expect(c.mail.smtpUrl).toBeUndefined()
    expect(c.rateLimit).toBe(false)
    expect(c.publicUrl).toBe('https://cars.example.com')
  })

  it('reads the settings of several processes (storage, Redis, metrics, shutdown), all off by default', () => {
    expect(loadConfig({ METRICS_PORT: '', S3_URL: '', REDIS_URL: '' })).toMatchObject({
      fileStorage: 'auto',
      s3Url: undefined,
      redis: undefined,
      metrics: undefined,
      shutdownTimeoutMs: 10_000,
      shutdownDrainMs: 5_000,
    })
    const c = loadConfig({
      S3_URL: 's3://k:s@s3.example/b',
      REDIS_URL: 'redis://:pw@127.0.0.1:6379/2',
      REDIS_PREFIX: 'fo-a:',
      METRICS_PORT: '9464',
      METRICS_HOST: '0.0.0.0',
      SHUTDOWN_TIMEOUT_MS: '3000',
      SHUTDOWN_DRAIN_MS: '0',
    })
    expect(c).toMatchObject({
      s3Url: 's3://k:s@s3.example/b',
      redis: { url: 'redis://:pw@127.0.0.1:6379/2', prefix: 'fo-a:' },
      metrics: { port: 9464, host: '0.0.0.0' },
      shutdownTimeoutMs: 3000,
      shutdownDrainMs: 0,
    })
    expect(() => loadConfig({ S3_URL: 'https://s3.example/b' })).toThrow(/S3_URL: must start with s3:\/\//)
    expect(() => loadConfig({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/)
    expect(() => loadConfig({ METRICS_PORT: 'nine' })).toThrow(/METRICS_PORT/)
    expect(() => loadConfig({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT/)
    expect(() => loadConfig({ FILE_STORAGE: 's3' })).toThrow(/S3_URL: required when FILE_STORAGE=s3/)
  })

  it('fails loudly, naming every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SMTP_URL: 'not a url' })).toThrow(ConfigError)
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })
    } catch (err) {
      expect((err as Error).message).toContain('PORT')
      expect((err as Error).message).toContain('DATABASE_URL')
    }
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'https://sms.example.com' })).toThrow(/SMS_GATEWAY_TOKEN/)
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_x' })).toThrow(/go together/)
  })

  it('refuses an SMTP_URL nodemailer cannot use, instead of crashing at start', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL: must start with smtp:\/\/ or smtps:\/\//)
    expect(loadConfig({ SMTP_URL: 'smtp://user:pass@127.0.0.1:2525' }).mail.smtpUrl).toBe('smtp://user:pass@127.0.0.1:2525')
    expect(loadConfig({ SMTP_URL: 'smtps://smtp.example.com' }).mail.smtpUrl).toBe('smtps://smtp.example.com')
  })

  it('refuses Stripe keys that are swapped or not Stripe keys', () => {
    const swapped = () => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_PUBLISHABLE_KEY: 'sk_test_abc' })
    expect(swapped).toThrow(/STRIPE_SECRET_KEY: must start with sk_ or rk_/)
    expect(swapped).toThrow(/STRIPE_PUBLISHABLE_KEY: must start with pk_/)
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_PUBLISHABLE_KEY: 'pk_test_abc' }).stripe.secretKey).toBe('sk_test_abc')
    expect(loadConfig({ STRIPE_SECRET_KEY: 'rk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' }).stripe.publishableKey).toBe('pk_live_abc')
  })
})
