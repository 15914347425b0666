import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { driversCommand } from './drivers'
import { rentalsCommand } from './rentals'
import { tenantCommand } from './tenants'
import { catalogCommand } from './catalog'
import { CliError, type Output } from './output'

export const HELP = `Admin command line (uses DATABASE_URL like the server; an SQLite file must exist: npm start creates it)

  npm run admin -- drivers list [--tenant slug] [--state step]
  npm run admin -- drivers validate <email|id> [--tenant slug]     registration approved: driver_ok
  npm run admin -- drivers block <email|id> [--tenant slug]        driver_blocked
  npm run admin -- rentals list [--tenant slug] [--status s] [--driver email]
  npm run admin -- rentals status <id> <status>                    pending, prepared, check_in, ...
  npm run admin -- tenant list
  npm run admin -- tenant create <slug> --host <host[,host...]> [--name "Human name"] [--language fr|en]
        [--currency CAD] [--timezone America/Montreal] [--country CA] [--platform public|private]
                                                                   settings' defaults, every feature off,
                                                                   and its frontoffice-web client
  npm run admin -- tenant show [slug]                              settings as JSON (default: demo)
  npm run admin -- tenant set <slug> <flag|delay|setting> <value>
        flags take on/off:       tenant set demo carpooling off
        delays take seconds:     tenant set demo cancellation_minimal_delay 7200   (-1 = unset)
        other settings JSON:     tenant set demo platform_type private
        one key of an object:    tenant set demo theme.primary_color '#C8102E'   (#rgb or #rrggbb)
        images, http(s) or path: tenant set demo logo_url https://cdn.example/logo.png
        name and hosts:          tenant set demo human_name 'Autopartage Lyon'
                                 tenant set demo hosts autopartage.example www.autopartage.example
  npm run admin -- catalog export --tenant <slug> > catalog.json    stations, categories (rates), vehicles, codes
  npm run admin -- catalog import catalog.json --tenant <slug>       upserts them by name, internal_identifier
                                                                   and code; a bad file changes nothing
  npm run admin -- help

Exit codes: 0 done, 1 failure, 2 usage error, 3 not found.`

/** Runs one admin command; returns the exit code. The entry point (cli.ts) wires the database and stdio. */
export async function runAdmin(db: Kysely<Database>, argv: string[], io: Output, now = Date.now()): Promise<number> {
  const [group, ...rest] = argv
  try {
    if (group === 'drivers') await driversCommand(db, rest, io, now)
    else if (group === 'rentals') await rentalsCommand(db, rest, io, now)
    else if (group === 'tenant' || group === 'tenants') await tenantCommand(db, rest, io, now)
    else if (group === 'catalog') await catalogCommand(db, rest, io)
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
