import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { driversCommand } from './drivers'
import { rentalsCommand } from './rentals'
import { tenantCommand } from './tenants'
import { catalogCommand } from './catalog'
import { CliError, type Output } from './output'
import { contentCommand, termsCommand } from './content'
import { additionalDocumentsCommand, flowsCommand, labelsCommand } from './reference-lists'
import { driverDocumentsCommand } from './driver-documents'
import { loadConfig } from '../config'
import { selectFileStorage } from '../storage/select-storage'
import type { FileStorage } from '../storage/file-storage'
import type { JobContext } from '../jobs/job-definition'
import { invoicesCommand } from './invoices'
import { vehiclesCommand } from './vehicles'
import { loginsCommand, outboxCommand, sessionsCommand } from './support'
import { jobsCommand } from './jobs'
import { noticesCommand } from './notices'
import { membersCommand, stationsCommand, tenantRemove } from './removals'

export const HELP = `Admin command line (uses DATABASE_URL like the server; an SQLite file must exist: npm start creates it)

  npm run admin -- drivers list [--tenant slug] [--state step]
  npm run admin -- drivers validate <email|id> [--tenant slug]     registration approved: driver_ok
  npm run admin -- drivers block <email|id> [--tenant slug]        driver_blocked
  npm run admin -- drivers documents <email|id> [--tenant slug]    the driver's documents
  npm run admin -- drivers document <email|id> <doc id> --out <file>   writes one to a file to open
  npm run admin -- rentals list [--tenant slug] [--status s] [--driver email]
  npm run admin -- rentals status <id> <status> [--distance n]     only where the tenant's state_machine allows; --distance records the distance driven (priced when it closes)
  npm run admin -- vehicles commands <id> [--limit n]             unlock/lock commands sent: member, outcome, duration
  npm run admin -- vehicles reports <id> [--limit n]              condition reports with their photos' storage paths
  npm run admin -- vehicles set <id> access_simulation unreachable|normal   the simulated provider never answers it / answers
  npm run admin -- invoices list [--tenant slug] [--state pending|failed|paid|refunded] [--driver email]
  npm run admin -- invoices retry <id>                             charge it now; a refusal tells the driver
  npm run admin -- invoices refund <id>                            refund a paid one through its card provider
  npm run admin -- invoices mark-paid <id> [--note "..."]          settled outside the card provider
  npm run admin -- outbox list [--status kept|queued|delivered|failed] [--channel email|sms] [--tenant slug] [--to address] [--limit n]
  npm run admin -- outbox resend <id>                              queue a mail or SMS again (SMTP_URL or the gateway set)
  npm run admin -- jobs list [--state created,retry,active,completed,cancelled,failed] [--queue name] [--limit n]
                                                                   the job queue (PostgreSQL): jobs and counts by state
  npm run admin -- jobs retry <job id>                             run a failed job again
  npm run admin -- notices repair <rental id> late|start|end       write a lost late notice or reminder again
  npm run admin -- members delete <email|id> [--tenant slug]       erase a member's data (as their own deletion)
  npm run admin -- stations remove <id|name> --tenant slug         refused while rentals to come or vehicles use it
  npm run admin -- sessions list|revoke <email|id> [--tenant slug] a member's live sign-ins; revoke ends them all
  npm run admin -- logins unlock <email> --tenant slug             lift a lock after too many wrong passwords
  npm run admin -- content list|show|set [faq|contact|privacy|privacy_usage] --tenant s [--language fr|en]
        [--file page.html] [--title "..."]                          content pages, per language
  npm run admin -- terms list|publish --tenant s [--fr terms-fr.html --en terms-en.html]   publish = new current version
  npm run admin -- labels list|add|remove [name|id] --tenant s [--aliases a,b]            rental labels
  npm run admin -- additional-documents list|add|remove [name|id] --tenant s
        [--title-fr ... --title-en ...] [--description-fr ...] [--description-en ...] [--required on|off]
  npm run admin -- flows list|add|remove [name|id] --tenant s                             registration flows
  npm run admin -- tenant list
  npm run admin -- tenant create <slug> --host <host[,host...]> [--name "Human name"] [--language fr|en]
        [--currency CAD] [--timezone America/Montreal] [--country CA] [--platform public|private]
                                                                   settings' defaults, every feature off,
                                                                   and its frontoffice-web client
  npm run admin -- tenant remove <slug> --confirm <slug>           delete a tenant and all its data, files included
  npm run admin -- tenant show [slug]                              settings as JSON (default: demo)
  npm run admin -- tenant set <slug> <flag|delay|setting> <value>
        flags take on/off:       tenant set demo carpooling off
        delays take seconds:     tenant set demo cancellation_minimal_delay 7200   (-1 = unset)
        other settings JSON:     tenant set demo platform_type private
        one key of an object:    tenant set demo theme.primary_color '#C8102E'   (#rgb or #rrggbb)
        taxes, in order shown:   tenant set demo taxes '[{"name":{"fr":"TPS","en":"GST"},"rate_percent":5}]'   ([] = none)
        images, http(s) or path: tenant set demo logo_url https://cdn.example/logo.png
        name and hosts:          tenant set demo human_name 'Autopartage Lyon'
                                 tenant set demo hosts autopartage.example www.autopartage.example
  npm run admin -- catalog export --tenant <slug> > catalog.json    stations, categories (rates), vehicles, codes
  npm run admin -- catalog import catalog.json --tenant <slug>       upserts them by name, internal_identifier
                                                                   and code; a bad file changes nothing
  npm run admin -- help

Exit codes: 0 done, 1 failure, 2 usage error, 3 not found.`

/** Runs one admin command; returns the exit code. The entry point (cli.ts) wires the database and stdio. */
export interface AdminEnv {
  files?: () => FileStorage
  /** The queue, configuration and transports of the commands that charge or queue messages (cli.ts makes them on first use). */
  jobs?: () => JobContext
}

const NO_JOBS = (): JobContext => {
  throw new CliError('This command needs the job queue: run it through npm run admin', 1)
}

export async function runAdmin(db: Kysely<Database>, argv: string[], io: Output, now = Date.now(), env: AdminEnv = {}): Promise<number> {
  const [group, ...rest] = argv
  const files =
    env.files ??
    (() => {
      const config = loadConfig()
      return selectFileStorage(config, db, /^postgres(ql)?:\/\//.test(config.databaseUrl))
    })
  try {
    if (group === 'drivers' && (rest[0] === 'documents' || rest[0] === 'document')) {
      await driverDocumentsCommand(db, rest[0], rest.slice(1), io, files)
    } else if (group === 'drivers') await driversCommand(db, rest, io, now)
    else if (group === 'content') await contentCommand(db, rest, io)
    else if (group === 'terms') await termsCommand(db, rest, io, now)
    else if (group === 'labels') await labelsCommand(db, rest, io)
    else if (group === 'flows') await flowsCommand(db, rest, io)
    else if (group === 'additional-documents') await additionalDocumentsCommand(db, rest, io)
    else if (group === 'rentals') await rentalsCommand(db, rest, io, now)
    else if (group === 'outbox') await outboxCommand(db, rest, io, env.jobs ?? NO_JOBS)
    else if (group === 'sessions') await sessionsCommand(db, rest, io, now)
    else if (group === 'logins') await loginsCommand(db, rest, io)
    else if (group === 'invoices') await invoicesCommand(db, rest, io, now, env.jobs ?? NO_JOBS)
    else if (group === 'jobs') await jobsCommand(db, rest, io, env.jobs ?? NO_JOBS)
    else if (group === 'notices') await noticesCommand(db, rest, io, env.jobs ?? NO_JOBS)
    else if (group === 'members') await membersCommand(db, rest, io, now, files)
    else if (group === 'stations') await stationsCommand(db, rest, io)
    else if ((group === 'tenant' || group === 'tenants') && rest[0] === 'remove') await tenantRemove(db, rest.slice(1), io, files)
    else if (group === 'tenant' || group === 'tenants') await tenantCommand(db, rest, io, now)
    else if (group === 'catalog') await catalogCommand(db, rest, io)
    else if (group === 'vehicles') await vehiclesCommand(db, rest, io)
    else if (group === undefined || group === 'help' || group === '--help' || group === '-h') io.out(HELP)
    else throw new CliError(`Unknown command ${group}\n\n${HELP}`)
    return 0
  } catch (err) {
    if (err instanceof CliError) {
      io.err(err.message)
      return err.exitCode
    }
    io.err(`Failed: ${err instanceof Error ? err.message : String(err)}`)
    return 1
  }
}
