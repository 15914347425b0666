import { z } from 'zod'

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .pipe(z.url().optional())
  .optional()
const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()
/** nodemailer reads only smtp:// and smtps:// URLs; anything else used to crash the start with a TypeError. */
const optionalSmtpUrl = optionalUrl.refine((v) => v === undefined || /^smtps?:\/\//i.test(v), 'must start with smtp:// or smtps:// (e.g. smtp://user:pass@smtp.example.com:587)')
/**
 * Stripe's keys say what they are by their prefix; checking it catches the two keys swapped or a key
 * pasted from the wrong field at start, rather than at a member's first card.
 */
const optionalKey = (prefixes: string[], example: string) =>
  optionalText.refine((v) => v === undefined || prefixes.some((p) => v.startsWith(p)), `must start with ${prefixes.join(' or ')} (e.g. ${example})`)
const intFrom = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback)

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .min(1)
    .default('sqlite:data/frontoffice.sqlite')
    .refine((v) => /^(postgres(ql)?:\/\/|sqlite:)/.test(v), 'must start with sqlite: or postgres://'),
  DATA_DIR: z.string().min(1).default('data'),
  /** Where uploads go: auto = S3 when S3_URL is set, else the PostgreSQL database, else DATA_DIR. */
  FILE_STORAGE: z.enum(['auto', 'disk', 'database', 's3']).default('auto'),
  /** s3://KEY:SECRET@host[:port]/bucket[/prefix]?region=...; s3+http:// for a plain-HTTP endpoint (server/storage/s3-url.ts). */
  S3_URL: optionalText.refine(
    (v) => v === undefined || /^s3(\+https?)?:\/\//i.test(v),
    'must start with s3:// (or s3+http:// for a plain-HTTP endpoint), e.g. s3://KEY:SECRET@s3.eu-west-3.amazonaws.com/bucket?region=eu-west-3',
  ),
  /** Shared rate limits in Redis or Valkey (redis://host:6379/0); unset: in PostgreSQL, or in memory on SQLite. */
  REDIS_URL: optionalText.refine((v) => v === undefined || /^rediss?:\/\//i.test(v), 'must start with redis:// or rediss://'),
  /** Prefix of every Redis key, so that several deployments can share one Redis. */
  REDIS_PREFIX: z.string().min(1).default('frontoffice:'),
  /** Prometheus metrics on their own listener; unset or empty: none. Never served on PORT. */
  METRICS_PORT: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v))
    .pipe(z.union([z.undefined(), z.string().regex(/^\d+$/, 'must be a port number').transform(Number).pipe(z.number().int().max(65535))])),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** `npm run worker`'s own /metrics port (on METRICS_HOST): a worker next to an API process on one machine cannot share METRICS_PORT. */
  WORKER_METRICS_PORT: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v))
    .pipe(z.union([z.undefined(), z.string().regex(/^\d+$/, 'must be a port number').transform(Number).pipe(z.number().int().max(65535))])),
  /** On SIGTERM/SIGINT, how long in-flight requests may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** On SIGTERM, how long the process keeps serving while /api/ready says 503 (a load balancer's check interval). */
  SHUTDOWN_DRAIN_MS: intFrom(5_000),
  /** Unset: http://localhost:<PORT>, so the links in e-mails (password reset) reach the server that sent them. */
  PUBLIC_URL: optionalUrl,
  SMTP_URL: optionalSmtpUrl,
  MAIL_FROM: z.string().min(3).default('Front office <no-reply@frontoffice.localhost>'),
  SMS_GATEWAY_URL: optionalUrl,
  SMS_GATEWAY_TOKEN: optionalText,
  STRIPE_SECRET_KEY: optionalKey(['sk_', 'rk_'], 'sk_test_...'),
  STRIPE_PUBLISHABLE_KEY: optionalKey(['pk_'], 'pk_test_...'),
  GEOCODER_URL: optionalUrl,
  /** A telematics gateway (server/vehicle-access/http-provider.ts); unset: the simulated vehicles. */
  VEHICLE_ACCESS_URL: optionalUrl,
  VEHICLE_ACCESS_TOKEN: optionalText,
  /** Milliseconds a vehicle command may take before the driver is told to use the access instructions. */
  VEHICLE_ACCESS_TIMEOUT_MS: z.coerce.number().int().min(100).max(15_000).default(8000),
  MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_ATTRIBUTION: z.string().min(1).default('© OpenStreetMap contributors'),
  ERROR_REPORT_URL: optionalUrl,
  /** Requests per window on the sensitive calls (token, reset password, sign-up); 0 turns the limit off. */
  RATE_LIMIT_MAX: intFrom(10),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  /** Seconds the tenant cache keeps a tenant before reading it again (admin edits land within it). */
  TENANT_CACHE_SECONDS: intFrom(5),
  /** Set behind a reverse proxy so the client IP comes from X-Forwarded-For. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  /**
   * PostgreSQL: false leaves the jobs to `npm run worker` processes, the API only enqueues. SQLite is
   * one process: its jobs always run inside the server.
   */
  JOBS_IN_API: z
    .enum(['true', 'false', '1', '0', ''])
    .default('true')
    .transform((v) => v !== 'false' && v !== '0'),
  /** pg-boss's schema in the PostgreSQL database. */
  JOBS_SCHEMA: z
    .string()
    .regex(/^[a-z_][a-z0-9_]*$/, 'must be a lower-case SQL identifier')
    .default('pgboss'),
  /**
   * Seconds an SMTP server or the SMS gateway may stay silent before a send is given up (then tried
   * again). A delivery job still running after 5 times this is taken for lost (its process was
   * killed) and delivered by another process.
   */
  SEND_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
  /** Seconds between two checks of pg-boss for jobs of a killed process (its maintenance interval). */
  JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Demo tenants on an empty database: unset seeds them outside production only (they carry published passwords). */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1')),
})

export type Env = z.infer<typeof EnvSchema>

export interface Config {
  env: Env['NODE_ENV']
  logLevel: Env['LOG_LEVEL']
  port: number
  host: string
  databaseUrl: string
  dataDir: string
  /** The chosen file storage (FILE_STORAGE resolved against S3_URL and the database). */
  fileStorage: 'auto' | 'disk' | 'database' | 's3'
  s3Url: string | undefined
  redis: { url: string; prefix: string } | undefined
  /** Where /metrics listens; undefined: no metrics listener. */
  metrics: { port: number; host: string } | undefined
  /** Where `npm run worker`'s /metrics listens; undefined: none. */
  workerMetrics: { port: number; host: string } | undefined
  shutdownTimeoutMs: number
  shutdownDrainMs: number
  publicUrl: string
  mail: { smtpUrl: string | undefined; from: string }
  sms: { gatewayUrl: string | undefined; token: string | undefined }
  stripe: { secretKey: string | undefined; publishableKey: string | undefined }
  geocoderUrl: string | undefined
  /** The vehicle access adapter: a gateway when url is set, else the simulated provider. */
  vehicleAccess: { url: string | undefined; token: string | undefined; timeoutMs: number }
  map: { tileUrl: string; attribution: string }
  errorReportUrl: string | undefined
  /** False turns the per-route limits off (browser tests); otherwise max requests per window. */
  rateLimit: { max: number; timeWindowMs: number } | false
  tenantCacheMs: number
  trustProxy: boolean
  /** SEED_DEMO: true or false forces the choice; undefined seeds the demo outside production only. */
  seedDemo: boolean | undefined
  /** Background jobs (server/jobs): run them in the API process (else `npm run worker` does), pg-boss's schema. */
  jobs: { inApi: boolean; schema: string; sendTimeoutSeconds: number; maintenanceSeconds: number }
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Port 0 (a port the system picks, in tests) is only known after listening: 3000 stands in, as before. */
function defaultPublicUrl(port: number): string {
  return `http://localhost:${port === 0 ? 3000 : port}`
}

/** Parses the environment, throwing one error that names every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(source)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`)
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}\nSee .env.example.`)
  }
  const e = parsed.data
  if (e.SMS_GATEWAY_URL && !e.SMS_GATEWAY_TOKEN) {
    throw new ConfigError('Invalid environment configuration:\n  SMS_GATEWAY_TOKEN: required when SMS_GATEWAY_URL is set')
  }
  if (e.VEHICLE_ACCESS_URL && !e.VEHICLE_ACCESS_TOKEN) {
    throw new ConfigError('Invalid environment configuration:\n  VEHICLE_ACCESS_TOKEN: required when VEHICLE_ACCESS_URL is set')
  }
  if (e.FILE_STORAGE === 's3' && !e.S3_URL) {
    throw new ConfigError('Invalid environment configuration:\n  S3_URL: required when FILE_STORAGE=s3')
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_PUBLISHABLE_KEY)) {
    throw new ConfigError('Invalid environment configuration:\n  STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY go together')
  }
  return {
    env: e.NODE_ENV,
    logLevel: e.LOG_LEVEL,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    fileStorage: e.FILE_STORAGE,
    s3Url: e.S3_URL,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    metrics: e.METRICS_PORT === undefined ? undefined : { port: e.METRICS_PORT, host: e.METRICS_HOST },
    workerMetrics: e.WORKER_METRICS_PORT === undefined ? undefined : { port: e.WORKER_METRICS_PORT, host: e.METRICS_HOST },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
    publicUrl: (e.PUBLIC_URL ?? defaultPublicUrl(e.PORT)).replace(/\/+$/, ''),
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    sms: { gatewayUrl: e.SMS_GATEWAY_URL, token: e.SMS_GATEWAY_TOKEN },
    stripe: { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY },
    geocoderUrl: e.GEOCODER_URL,
    vehicleAccess: { url: e.VEHICLE_ACCESS_URL, token: e.VEHICLE_ACCESS_TOKEN, timeoutMs: e.VEHICLE_ACCESS_TIMEOUT_MS },
    map: { tileUrl: e.MAP_TILE_URL, attribution: e.MAP_ATTRIBUTION },
    errorReportUrl: e.ERROR_REPORT_URL,
    rateLimit: e.RATE_LIMIT_MAX === 0 ? false : { max: e.RATE_LIMIT_MAX, timeWindowMs: e.RATE_LIMIT_WINDOW_MS },
    tenantCacheMs: e.TENANT_CACHE_SECONDS * 1000,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO,
    jobs: { inApi: e.JOBS_IN_API, schema: e.JOBS_SCHEMA, sendTimeoutSeconds: e.SEND_TIMEOUT_SECONDS, maintenanceSeconds: e.JOBS_MAINTENANCE_SECONDS },
  }
}
