import { ConfigError, loadConfig } from '../config'
import { connectDatabase } from '../db/connect'
import { migrate } from '../db/migrate'
import { underSetupLock } from '../db/setup-lock'
import { HELP, runAdmin } from './run'
import { loadEnvFileIfPresent } from './env-file'
import { assertSqliteFileExists } from './database-file'
import { CliError } from './output'
import { databaseConnectHint } from '../db/connect-hint'
import { lazyJobContext } from './job-context'

async function main(): Promise<number> {
  const argv = process.argv.slice(2)
  if (argv.length === 0 || ['help', '--help', '-h'].includes(argv[0])) {
    console.log(HELP)
    return 0
  }
  loadEnvFileIfPresent()
  const config = loadConfig()
  assertSqliteFileExists(config.databaseUrl)
  const db = await connectDatabase(config.databaseUrl)
  const jobs = lazyJobContext(db, config, (l) => console.error(l))
  try {
    await underSetupLock(db.db, db.isPostgres, () => migrate(db.db, db.isPostgres)).catch((err: unknown) => {
      // The first query is where a missing PostgreSQL database or a stopped server shows.
      const hint = databaseConnectHint(err, config.databaseUrl)
      throw hint ? new CliError(hint, 1) : err
    })
    return await runAdmin(db.db, argv, { out: (l) => console.log(l), err: (l) => console.error(l) }, Date.now(), { jobs: jobs.get })
  } finally {
    await jobs.close()
    await db.close()
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof CliError) {
      console.error(err.message)
      process.exit(err.exitCode)
    }
    console.error(err instanceof ConfigError ? err.message : `Failed: ${err instanceof Error ? err.message : String(err)}`)
    process.exit(1)
  },
)
