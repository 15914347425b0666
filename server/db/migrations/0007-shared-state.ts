import { sql, type Kysely } from 'kysely'

// What several server processes on one PostgreSQL database share: uploaded files
// (stored_files, server/storage; rate-limit counters are 0006's rate_counters), and on
// PostgreSQL a NOTIFY on the channel CHANGES_CHANNEL whenever a row that a process caches changes,
// whoever writes it (another server, the admin command line, psql): a revoked or deleted token,
// a tenant's settings, a station, a category or a vehicle. server/cluster/change-bus.ts listens.

/** The PostgreSQL LISTEN/NOTIFY channel of cache invalidations. */
export const CHANGES_CHANNEL = 'frontoffice_changes'

async function notifyTriggers(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(
      `create function frontoffice_notify_change() returns trigger language plpgsql as $fn$
declare
  r record;
begin
  if tg_op = 'DELETE' then r := old; else r := new; end if;
  if tg_table_name = 'access_tokens' then
    perform pg_notify('${CHANGES_CHANNEL}', 'token:' || r.tenant_id || ':' || r.token_hash);
  elsif tg_table_name = 'vehicles' then
    perform pg_notify('${CHANGES_CHANNEL}', 'vehicle:' || r.tenant_id || ':' || r.id);
  elsif tg_table_name = 'tenants' then
    perform pg_notify('${CHANGES_CHANNEL}', 'tenants');
  else
    perform pg_notify('${CHANGES_CHANNEL}', 'reference:' || r.tenant_id);
  end if;
  return null;
end $fn$`,
    )
    .execute(db)
  // A notification is sent when its transaction commits, and identical ones in a transaction go once.
  await sql
    .raw(
      `create trigger access_tokens_revoked after update of revoked_at on access_tokens for each row
       when (new.revoked_at is not null and old.revoked_at is null) execute function frontoffice_notify_change()`,
    )
    .execute(db)
  await sql.raw('create trigger access_tokens_deleted after delete on access_tokens for each row execute function frontoffice_notify_change()').execute(db)
  await sql.raw('create trigger tenants_changed after insert or update or delete on tenants for each row execute function frontoffice_notify_change()').execute(db)
  for (const table of ['stations', 'categories', 'vehicles']) {
    await sql.raw(`create trigger ${table}_changed after insert or update or delete on ${table} for each row execute function frontoffice_notify_change()`).execute(db)
  }
}

export async function up(db: Kysely<unknown>, isPostgres: boolean): Promise<void> {
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('content', isPostgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute()
  if (isPostgres) await notifyTriggers(db)
}
