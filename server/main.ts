import { APP_BASE } from '@contracts/http'
import { ConfigError, loadConfig } from './config'
import { FIRST_TENANT_HINT, startServer } from './start'
import { DEMO_ACCOUNTS, SEED_TENANTS } from './seed'
import { outboxLine, startSummaryLines } from './start-summary'
import { databaseConnectHint } from './db/connect-hint'
import { drainAndClose } from './ops/shutdown'
import { keepRunningOnUnhandledRejection } from './ops/unhandled-rejections'

function table(rows: string[][]): string {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)))
  const line = (r: string[]) => `  ${r.map((c, i) => c.padEnd(widths[i])).join('  ')}`
  return [line(rows[0]), `  ${widths.map((w) => '-'.repeat(w)).join('  ')}`, ...rows.slice(1).map(line)].join('\n')
}

async function main(): Promise<void> {
  keepRunningOnUnhandledRejection()
  const config = loadConfig()
  const server = await startServer({ quiet: config.logLevel === 'silent' }).catch((err: unknown) => {
    // A missing PostgreSQL database or a server not running gets one sentence saying what to do.
    const hint = databaseConnectHint(err, config.databaseUrl)
    throw hint ? new ConfigError(hint) : err
  })
  const port = server.port
  const tenants = server.tenants.map((t) => [t.slug, t.human_name, `http://${t.host}:${port}${APP_BASE}`])
  // Only the demo tenants still present (seeded, not renamed) have the demo accounts worth printing.
  const demoSlugs = new Set(SEED_TENANTS.filter((d) => server.tenants.some((t) => t.slug === d.slug && t.human_name === d.human_name)).map((d) => d.slug))
  const accounts = DEMO_ACCOUNTS.filter((a) => demoSlugs.has(a.tenant)).map((a) => [a.tenant, a.email, a.password, a.state])
  process.stdout.write(
    [
      '',
      `Front office ready${server.seeded ? ' (database seeded with the demo tenants)' : ''}`,
      `  App:      ${server.url}${APP_BASE}`,
      `  API:      ${server.url}/api/tenant`,
      outboxLine(config, server.url),
      ...startSummaryLines(config, server.db.isPostgres, { files: server.app.files.label, limits: server.app.limitsLabel, metricsUrl: server.metricsUrl }),
      '',
      ...(tenants.length === 0
        ? [FIRST_TENANT_HINT, '']
        : ['Tenants (the Host header picks the tenant; *.localhost resolves to 127.0.0.1 in browsers):', table([['slug', 'name', 'url'], ...tenants]), '']),
      ...(accounts.length > 0 ? ['Demo accounts:', table([['tenant', 'e-mail', 'password', 'state'], ...accounts]), ''] : []),
      'Admin: npm run admin -- help',
      '',
    ].join('\n'),
  )

  let closing = false
  const stop = (signal: string) => {
    if (closing) return
    closing = true
    process.stdout.write(`\n${signal}: closing (finishing the requests in flight)...\n`)
    // A request that never ends must not keep the process from stopping.
    setTimeout(() => {
      console.error(`Still busy after ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS): exiting anyway.`)
      process.exit(1)
    }, config.shutdownDrainMs + config.shutdownTimeoutMs).unref()
    drainAndClose({
      readiness: server.app.readiness,
      connections: server.app.connections,
      drainMs: config.shutdownDrainMs,
      close: server.close,
      log: (msg) => process.stdout.write(`${msg}\n`),
    }).then(
      () => process.exit(0),
      (err: unknown) => {
        console.error(err)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message)
  else console.error('The server could not start:', err)
  process.exit(1)
})
