import { readFileSync } from 'node:fs'
import type { Kysely } from 'kysely'
import { CUSTOM_CONTENT_TYPES } from '@contracts/reference'
import type { Database } from '../db/schema'
import { CliError, formatTable, type Output } from './output'
import { parseArgs } from './args'
import { tenantBySlug } from './tenants'

const LANGUAGES = ['fr', 'en'] as const

function readText(path: string | undefined, what: string): string {
  if (!path) throw new CliError(`${what}: give --file <path> (HTML or text)`)
  try {
    return readFileSync(path, 'utf8')
  } catch {
    throw new CliError(`Cannot read ${path}`, 3)
  }
}

/** `content list|show|set`: the FAQ, contact, privacy and privacy_usage pages of a tenant, per language. */
export async function contentCommand(db: Kysely<Database>, argv: string[], io: Output): Promise<void> {
  const [sub, ...rest] = argv
  const { positional, flags } = parseArgs(rest, ['tenant', 'language', 'title', 'file'])
  if (!flags.tenant) throw new CliError('content needs --tenant <slug>')
  const tenant = await tenantBySlug(db, flags.tenant)
  if (sub === 'list') {
    const rows = await db
      .selectFrom('custom_contents')
      .select(['type', 'language', 'title', 'content'])
      .where('tenant_id', '=', tenant.id)
      .orderBy('type')
      .orderBy('language')
      .execute()
    io.out(
      formatTable(
        ['type', 'language', 'title', 'characters'],
        rows.map((r) => [r.type, r.language, r.title, r.content.length]),
      ),
    )
    return
  }
  const [type] = positional
  if (!type || !(CUSTOM_CONTENT_TYPES as readonly string[]).includes(type)) throw new CliError(`Name the page: one of ${CUSTOM_CONTENT_TYPES.join(', ')}`)
  const language = flags.language ?? 'fr'
  if (!(LANGUAGES as readonly string[]).includes(language)) throw new CliError('--language is fr or en')
  const scope = db.selectFrom('custom_contents').selectAll().where('tenant_id', '=', tenant.id).where('type', '=', type).where('language', '=', language)
  if (sub === 'show') {
    const row = await scope.executeTakeFirst()
    if (!row) throw new CliError(`No ${type} page in ${language} on ${tenant.slug}`, 3)
    io.out(`# ${row.title}\n\n${row.content}`)
    return
  }
  if (sub === 'set') {
    const content = readText(flags.file, 'content set')
    const existing = await scope.executeTakeFirst()
    const title = flags.title ?? existing?.title
    if (!title) throw new CliError('A new page needs --title "..."')
    if (existing) await db.updateTable('custom_contents').set({ title, content }).where('id', '=', existing.id).execute()
    else await db.insertInto('custom_contents').values({ tenant_id: tenant.id, type, language, title, content }).execute()
    io.out(`${type} (${language}) ${existing ? 'updated' : 'created'} on ${tenant.slug}`)
    return
  }
  throw new CliError(
    'Usage: content list --tenant s | content show <type> --tenant s [--language fr|en] | content set <type> --tenant s --language fr|en --file page.html [--title "..."]',
  )
}

/** `terms list|publish`: versions of the terms; publishing one makes it the current version (members accept it at their next step). */
export async function termsCommand(db: Kysely<Database>, argv: string[], io: Output, now: number): Promise<void> {
  const [sub, ...rest] = argv
  const { flags } = parseArgs(rest, ['tenant', 'fr', 'en'])
  if (!flags.tenant) throw new CliError('terms needs --tenant <slug>')
  const tenant = await tenantBySlug(db, flags.tenant)
  if (sub === 'list') {
    const rows = await db.selectFrom('terms_versions').select(['id', 'current', 'published_at']).where('tenant_id', '=', tenant.id).orderBy('published_at').execute()
    io.out(
      formatTable(
        ['id', 'current', 'published (UTC)'],
        rows.map((r) => [r.id, r.current ? 'yes' : '', new Date(r.published_at).toISOString().slice(0, 16).replace('T', ' ')]),
      ),
    )
    return
  }
  if (sub === 'publish') {
    const contentFr = readText(flags.fr, 'terms publish --fr')
    const contentEn = readText(flags.en, 'terms publish --en')
    const id = await db.transaction().execute(async (trx) => {
      await trx.updateTable('terms_versions').set({ current: 0 }).where('tenant_id', '=', tenant.id).execute()
      const row = await trx
        .insertInto('terms_versions')
        .values({ tenant_id: tenant.id, content_fr: contentFr, content_en: contentEn, current: 1, published_at: now })
        .returning('id')
        .executeTakeFirstOrThrow()
      return row.id
    })
    io.out(`Terms version ${id} published on ${tenant.slug} (now current)`)
    return
  }
  throw new CliError('Usage: terms list --tenant s | terms publish --tenant s --fr terms-fr.html --en terms-en.html')
}
