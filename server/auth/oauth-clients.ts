import type { Kysely, Selectable } from 'kysely'
import type { Database, OauthClientTable } from '../db/schema'

/** One of the tenant's OAuth clients by its client_id; undefined when the tenant has none such. */
export function findOAuthClient(db: Kysely<Database>, tenantId: number, clientId: string): Promise<Selectable<OauthClientTable> | undefined> {
  return db.selectFrom('oauth_clients').selectAll().where('tenant_id', '=', tenantId).where('client_id', '=', clientId).executeTakeFirst()
}
