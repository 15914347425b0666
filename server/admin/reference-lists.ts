import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { CliError, formatTable, type Output } from './output'
import { parseArgs } from './args'
import { tenantBySlug } from './tenants'

const list = (v: string | undefined) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : []

function onOff(key: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback
  if (['on', 'true', 'yes', '1'].includes(value)) return true
  if (['off', 'false', 'no', '0'].includes(value)) return false
  throw new CliError(`--${key} takes on or off`)
}

function idOf(text: string | undefined, usage: string): number {
  if (!text || !/^\d+$/.test(text)) throw new CliError(usage)
  return Number(text)
}

/** `labels list|add|remove`: the rental labels a member picks when booking. */
export async function labelsCommand(db: Kysely<Database>, argv: string[], io: Output): Promise<void> {
  const [sub, ...rest] = argv
  const { positional, flags } = parseArgs(rest, ['tenant', 'aliases'])
  if (!flags.tenant) throw new CliError('labels needs --tenant <slug>')
  const tenant = await tenantBySlug(db, flags.tenant)
  if (sub === 'list') {
    const rows = await db.selectFrom('rental_labels').select(['id', 'name', 'aliases']).where('tenant_id', '=', tenant.id).orderBy('name').execute()
    io.out(
      formatTable(
        ['id', 'name', 'aliases'],
        rows.map((r) => [r.id, r.name, (JSON.parse(r.aliases) as string[]).join(', ')]),
      ),
    )
    return
  }
  if (sub === 'add') {
    const name = positional[0]?.trim()
    if (!name) throw new CliError('Usage: labels add <name> --tenant s [--aliases a,b]')
    const row = await db
      .insertInto('rental_labels')
      .values({ tenant_id: tenant.id, name, aliases: JSON.stringify(list(flags.aliases)) })
      .returning('id')
      .executeTakeFirstOrThrow()
    io.out(`Label ${row.id} "${name}" added on ${tenant.slug}`)
    return
  }
  if (sub === 'remove') {
    const id = idOf(positional[0], 'Usage: labels remove <id> --tenant s')
    const used = await db.selectFrom('rentals').select('id').where('tenant_id', '=', tenant.id).where('rental_label_id', '=', id).limit(1).executeTakeFirst()
    if (used) throw new CliError(`Label ${id} is on rentals (for example ${used.id}); it stays`, 1)
    const res = await db.deleteFrom('rental_labels').where('tenant_id', '=', tenant.id).where('id', '=', id).executeTakeFirst()
    if (Number(res.numDeletedRows) === 0) throw new CliError(`No label ${id} on ${tenant.slug}`, 3)
    io.out(`Label ${id} removed`)
    return
  }
  throw new CliError('Usage: labels list|add|remove --tenant s')
}

/** `flows list|add|remove`: the registration flows a member can be registered through. */
export async function flowsCommand(db: Kysely<Database>, argv: string[], io: Output): Promise<void> {
  const [sub, ...rest] = argv
  const { positional, flags } = parseArgs(rest, ['tenant'])
  if (!flags.tenant) throw new CliError('flows needs --tenant <slug>')
  const tenant = await tenantBySlug(db, flags.tenant)
  if (sub === 'list') {
    const rows = await db.selectFrom('registration_flows').select(['id', 'name']).where('tenant_id', '=', tenant.id).orderBy('id').execute()
    io.out(
      formatTable(
        ['id', 'name'],
        rows.map((r) => [r.id, r.name]),
      ),
    )
    return
  }
  if (sub === 'add') {
    const name = positional[0]?.trim()
    if (!name) throw new CliError('Usage: flows add <name> --tenant s')
    const row = await db.insertInto('registration_flows').values({ tenant_id: tenant.id, name }).returning('id').executeTakeFirstOrThrow()
    io.out(`Registration flow ${row.id} "${name}" added on ${tenant.slug}`)
    return
  }
  if (sub === 'remove') {
    const id = idOf(positional[0], 'Usage: flows remove <id> --tenant s')
    const res = await db.deleteFrom('registration_flows').where('tenant_id', '=', tenant.id).where('id', '=', id).executeTakeFirst()
    if (Number(res.numDeletedRows) === 0) throw new CliError(`No registration flow ${id} on ${tenant.slug}`, 3)
    io.out(`Registration flow ${id} removed`)
    return
  }
  throw new CliError('Usage: flows list|add|remove --tenant s')
}

/** `additional-documents list|add|remove`: the extra documents a tenant asks members for at registration. */
export async function additionalDocumentsCommand(db: Kysely<Database>, argv: string[], io: Output): Promise<void> {
  const [sub, ...rest] = argv
  const { positional, flags } = parseArgs(rest, ['tenant', 'title-fr', 'title-en', 'description-fr', 'description-en', 'required'])
  if (!flags.tenant) throw new CliError('additional-documents needs --tenant <slug>')
  const tenant = await tenantBySlug(db, flags.tenant)
  if (sub === 'list') {
    const rows = await db.selectFrom('additional_documents').selectAll().where('tenant_id', '=', tenant.id).orderBy('id').execute()
    io.out(
      formatTable(
        ['id', 'name', 'title (fr)', 'title (en)', 'required'],
        rows.map((r) => [r.id, r.name, r.title_fr, r.title_en, r.required ? 'yes' : '']),
      ),
    )
    return
  }
  if (sub === 'add') {
    const name = positional[0]?.trim()
    if (!name || !flags['title-fr'] || !flags['title-en'])
      throw new CliError('Usage: additional-documents add <name> --tenant s --title-fr "..." --title-en "..." [--description-fr ...] [--description-en ...] [--required on|off]')
    const row = await db
      .insertInto('additional_documents')
      .values({
        tenant_id: tenant.id,
        name,
        title_fr: flags['title-fr'],
        title_en: flags['title-en'],
        description_fr: flags['description-fr'] ?? '',
        description_en: flags['description-en'] ?? '',
        required: onOff('required', flags.required, false) ? 1 : 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    io.out(`Additional document ${row.id} "${name}" added on ${tenant.slug}`)
    return
  }
  if (sub === 'remove') {
    const id = idOf(positional[0], 'Usage: additional-documents remove <id> --tenant s')
    const used = await db.selectFrom('documents').select('id').where('tenant_id', '=', tenant.id).where('additional_document_id', '=', id).limit(1).executeTakeFirst()
    if (used) throw new CliError(`Members have uploaded additional document ${id}; it stays`, 1)
    const res = await db.deleteFrom('additional_documents').where('tenant_id', '=', tenant.id).where('id', '=', id).executeTakeFirst()
    if (Number(res.numDeletedRows) === 0) throw new CliError(`No additional document ${id} on ${tenant.slug}`, 3)
    io.out(`Additional document ${id} removed`)
    return
  }
  throw new CliError('Usage: additional-documents list|add|remove --tenant s')
}
